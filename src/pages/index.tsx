import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import styles from './index.module.css';

export default function Home() {
  return (
    <Layout description="webpack is a module bundler for modern JavaScript applications: it bundles scripts, styles, images and other assets for the browser.">
      <main>
        <section className={styles.hero}>
          <Heading as="h1" className={styles.title}>
            bundle your assets, scripts, images and styles
          </Heading>
          <p className={styles.lead}>
            webpack reads your application from its entry points, follows every import, and writes the bundles a browser
            loads.
          </p>
          <div className={styles.actions}>
            <Link className="button button--primary button--lg" to="/guides/getting-started/">
              Get Started
            </Link>
            <Link className="button button--secondary button--lg" to="/concepts/">
              Concepts
            </Link>
          </div>
        </section>
      </main>
    </Layout>
  );
}
