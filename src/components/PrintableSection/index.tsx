import { useEffect, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import { PageMetadata } from '@docusaurus/theme-common';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import MDXComponents from '@theme/MDXComponents';
import { MDXProvider } from '@mdx-js/react';
import type { PrintablePageData } from '@site/plugins/content-model';
import styles from './styles.module.css';

type MDXPage = ComponentType & { frontMatter?: { title?: string } };

interface Props {
  printable: PrintablePageData;
  /** One loaded MDX module per page, in `printable.pages` order. */
  contents: { content: MDXPage }[];
}

type HeadingTag = 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

/**
 * Heading ids repeat across pages ("example" on many), so each page's ids and
 * in-page links get the page's slug as a prefix: anchors stay unique.
 */
function prefixedComponents(slug: string) {
  const prefix = (id?: string) => (id ? `${slug}--${id}` : id);
  const heading = (as: HeadingTag) =>
    function PrefixedHeading(props: ComponentProps<typeof Heading>) {
      return <Heading {...props} as={as} id={prefix(props.id)} />;
    };
  const A = MDXComponents.a as ComponentType<ComponentProps<'a'>>;
  return {
    ...MDXComponents,
    h2: heading('h2'),
    h3: heading('h3'),
    h4: heading('h4'),
    h5: heading('h5'),
    h6: heading('h6'),
    a: (props: ComponentProps<'a'>) => (
      <A {...props} href={props.href?.startsWith('#') ? `#${prefix(props.href.slice(1))}` : props.href} />
    ),
  };
}

/** /{section}/printable/: every page of the section on one page, for printing (spec §2). */
export default function PrintableSection({ printable, contents }: Props): ReactNode {
  const title = `${printable.title} | Combined printable page`;
  // The page exists to be printed: open the print dialog once it has loaded (images included).
  useEffect(() => {
    const print = () => window.print();
    if (document.readyState === 'complete') {
      const id = window.setTimeout(print, 0);
      return () => window.clearTimeout(id);
    }
    window.addEventListener('load', print, { once: true });
    return () => window.removeEventListener('load', print);
  }, []);
  return (
    <Layout>
      <PageMetadata title={title} />
      <Head>
        <meta name="robots" content="noindex, nofollow" />
        <meta name="description" content="" />
      </Head>
      <main className={styles.printable} data-printable-section={printable.section}>
        <p className={styles.note}>
          Every page of the <Link to={printable.url}>{printable.title}</Link> section, combined for printing.{' '}
          <button type="button" className={styles.print} onClick={() => window.print()}>
            Print this section
          </button>
        </p>
        {printable.pages.map((page, index) => {
          const Content = contents[index]?.content;
          if (!Content) return null;
          return (
            <article key={page.url} className={styles.page} id={page.slug}>
              <Heading as="h1">{page.title}</Heading>
              <div className="markdown">
                <MDXProvider components={prefixedComponents(page.slug)}>
                  <Content />
                </MDXProvider>
              </div>
            </article>
          );
        })}
      </main>
    </Layout>
  );
}
