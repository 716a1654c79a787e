import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import CodeBlock from '@theme/CodeBlock';
import Cube from '@site/src/components/Cube';
import TextRotator from '@site/src/components/TextRotator';
import Support from '@site/src/components/Support';
import {
  BUILD_COMMAND,
  BUILD_OUTPUT,
  BUNDLE_IT,
  WRITE_YOUR_CODE,
  type ExampleFile,
} from '@site/src/components/HomeExample/sources';
import styles from './index.module.css';

function ExampleFiles({ files }: { files: readonly ExampleFile[] }) {
  return (
    <div className={styles.files}>
      {files.map(({ file, language, source }) => (
        <div key={file} className={styles.file} data-example-file={file}>
          <CodeBlock language={language} title={file}>
            {source}
          </CodeBlock>
        </div>
      ))}
    </div>
  );
}

export default function Home() {
  return (
    <Layout description="webpack is a module bundler for modern JavaScript applications: it bundles scripts, styles, images and other assets for the browser.">
      <main>
        <section className={styles.splash} data-splash>
          <div className={styles.splashInner}>
            <Cube />
            <div>
              <Heading as="h1" className={styles.title}>
                bundle your <TextRotator />
              </Heading>
              <p className={styles.tagline}>
                a module bundler for the web: one dependency graph, from your entry points to the
                browser
              </p>
              <div className={styles.heroActions} data-hero-actions>
                <Link className="button button--primary" to="/guides/getting-started/">
                  Get Started
                </Link>
                {/* Each word on one line: a narrow screen wraps between words, never inside "webpack-cli". */}
                <code className={styles.install}>
                  <span>npm install</span> <span>--save-dev</span> <span>webpack</span>{' '}
                  <span>webpack-cli</span>
                </code>
              </div>
            </div>
          </div>
        </section>

        <section className={styles.intro} aria-labelledby="intro">
          <div className="container">
            <Heading as="h2" id="intro" className={styles.introTitle}>
              What webpack does
            </Heading>
            <p>
              At its core, webpack is a static module bundler for modern JavaScript applications.
              When webpack processes your application, it builds a dependency graph from one or more
              entry points and combines every module your project needs (scripts, styles, images,
              fonts) into one or more bundles, which are static assets your content is served from.
              Loaders teach it new file types; plugins shape the output.
            </p>
          </div>
        </section>

        <section className={styles.step} aria-labelledby="write-your-code">
          <div className="container">
            <Heading as="h2" id="write-your-code">
              Write Your Code
            </Heading>
            <p>
              Split your code into modules with <code>import</code> and <code>export</code>, the way
              the language intends. webpack follows every import from your entry point.
            </p>
            <ExampleFiles files={WRITE_YOUR_CODE} />
          </div>
        </section>

        <section className={styles.step} aria-labelledby="bundle-it">
          <div className="container">
            <Heading as="h2" id="bundle-it">
              Bundle It
            </Heading>
            <p>
              Tell webpack where your code starts and where the bundle goes, then load the bundle
              from your page. A configuration file is optional; this one names the output{' '}
              <code>dist/bundle.js</code>.
            </p>
            <ExampleFiles files={BUNDLE_IT} />
            <p>
              Run webpack in the project folder. It writes <code>dist/bundle.js</code>: open{' '}
              <code>page.html</code> and the greeting appears.
            </p>
            <div className={styles.file} data-example-command>
              <CodeBlock language="bash" title="terminal">
                {BUILD_COMMAND}
              </CodeBlock>
            </div>
            <div className={styles.file} data-example-output>
              <CodeBlock language="text" title="output">
                {BUILD_OUTPUT}
              </CodeBlock>
            </div>
          </div>
        </section>

        <section className={styles.invitation} aria-labelledby="get-started">
          <div className="container">
            <Heading as="h2" id="get-started">
              Ready to go further?
            </Heading>
            <p>
              Set up your first project step by step, or learn the ideas behind the configuration
              first.
            </p>
            <div className={styles.actions}>
              <Link className="button button--primary button--lg" to="/guides/getting-started/">
                Get Started
              </Link>
              <Link className="button button--secondary button--lg" to="/concepts/">
                Concepts
              </Link>
            </div>
          </div>
        </section>

        <Support />
      </main>
    </Layout>
  );
}
