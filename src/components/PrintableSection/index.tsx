import {
  Suspense,
  lazy,
  memo,
  useEffect,
  useMemo,
  useReducer,
  useState,
  type Dispatch,
  type ComponentProps,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { PageMetadata } from '@docusaurus/theme-common';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import MDXComponents from '@theme/MDXComponents';
import { MDXProvider } from '@mdx-js/react';
import type { PrintablePageData } from '@site/plugins/content-model';
import { LOAD_ERROR_TEXT } from '@site/plugins/chunk-loading/lib/loadError';
import styles from './styles.module.css';

type MDXPage = ComponentType;
type PageLoader = () => Promise<{ default: MDXPage }>;

interface Props {
  printable: PrintablePageData;
  /**
   * The section's page loaders, in `printable.pages` order: the route loads this one module
   * (`printableLoadersModule` in plugins/content-model) rather than every page's module.
   */
  loaders: readonly PageLoader[];
}

/**
 * One load and one lazy component per loader, made once: the loaders module is loaded once, so
 * its functions keep their identity across renders and navigations. Both are dropped after a
 * failed load so that 'Try again' asks for the chunk again.
 */
const loads = new WeakMap<PageLoader, Promise<{ default: MDXPage }>>();
const lazyPages = new WeakMap<PageLoader, LazyExoticComponent<MDXPage>>();
function loadOnce(load: PageLoader): Promise<{ default: MDXPage }> {
  let loading = loads.get(load);
  if (!loading) {
    loading = load();
    // The failure is the page's lazy component's to show; until it renders, the load is not unhandled.
    loading.catch(() => undefined);
    loads.set(load, loading);
  }
  return loading;
}
function lazyPage(load: PageLoader): LazyExoticComponent<MDXPage> {
  let Page = lazyPages.get(load);
  if (!Page) {
    Page = lazy(() => loadOnce(load));
    lazyPages.set(load, Page);
  }
  return Page;
}
function forget(load: PageLoader): void {
  loads.delete(load);
  lazyPages.delete(load);
}

/** Says its page's content is in: its effect runs once the page's content is committed. */
function Loaded({ slug, onLoad }: { slug: string; onLoad: Dispatch<string> }): null {
  useEffect(() => onLoad(slug), [onLoad, slug]);
  return null;
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
      <A
        {...props}
        href={props.href?.startsWith('#') ? `#${prefix(props.href.slice(1))}` : props.href}
      />
    ),
  };
}

/**
 * One page of the section, in a Suspense boundary (a placeholder until its chunk is in) only when
 * the printable page mounts after a client-side navigation. The server render and hydration have
 * none: React's server renderer moves a large boundary's content out of place, to the end of the
 * document behind an inline script that reveals it, so with a boundary the HTML would show
 * placeholders until then (and for good without JavaScript). Without one, the server render waits
 * for every page and writes it in place; hydration waits for the chunks with the server HTML on
 * screen (Docusaurus hydrates in a transition), as it waited for the route's modules before.
 */
const PrintablePage = memo(function PrintablePage({
  load,
  slug,
  onLoad,
  suspense,
}: {
  load: PageLoader;
  slug: string;
  onLoad: Dispatch<string>;
  suspense: boolean;
}): ReactNode {
  // Each 'Try again' is a new attempt: a new error boundary, around a new lazy component (in a
  // Suspense boundary, also when the page failed while hydrating).
  const [attempt, setAttempt] = useState(0);
  const Content = lazyPage(load);
  // Made once per page: new component types on a later render would remount the page's content.
  const components = useMemo(() => prefixedComponents(slug), [slug]);
  const content = (
    <>
      <MDXProvider components={components}>
        {/* eslint-disable-next-line react-hooks/static-components -- one component per loader, made once (lazyPage) */}
        <Content />
      </MDXProvider>
      <Loaded slug={slug} onLoad={onLoad} />
    </>
  );
  return (
    <ErrorBoundary
      key={attempt}
      fallback={() => (
        <div className={styles.error} role="alert">
          <p>{LOAD_ERROR_TEXT}</p>
          <button
            type="button"
            className="button button--primary button--sm"
            onClick={() => {
              forget(load);
              setAttempt((n) => n + 1);
            }}
          >
            Try again
          </button>
        </div>
      )}
    >
      {suspense || attempt > 0 ? (
        <Suspense fallback={<p className={styles.loading}>Loading…</p>}>{content}</Suspense>
      ) : (
        content
      )}
    </ErrorBoundary>
  );
});

/** /{section}/printable/: every page of the section on one page, for printing (spec §2). */
export default function PrintableSection({ printable, loaders }: Props): ReactNode {
  const title = `${printable.title} | Combined printable page`;
  // Fixed for the mount: false on the server and while hydrating, true after a client-side navigation.
  const isBrowser = useIsBrowser();
  const [suspense] = useState(isBrowser);
  // Every page's chunk is asked for at once (a page that suspends outside a boundary would
  // otherwise hold back the next page's request until its own chunk is in).
  for (const load of loaders) void loadOnce(load);
  // The pages whose content is on screen (a set, so a repeated effect counts once).
  const [loaded, markLoaded] = useReducer(
    (slugs: ReadonlySet<string>, slug: string) =>
      slugs.has(slug) ? slugs : new Set(slugs).add(slug),
    new Set<string>(),
  );
  const allLoaded = printable.pages.every((page) => loaded.has(page.slug));
  // The page exists to be printed: open the print dialog once every page's content is in and the
  // document has loaded (images included). Not while a page shows its load error.
  useEffect(() => {
    if (!allLoaded) return;
    const print = () => window.print();
    if (document.readyState === 'complete') {
      const id = window.setTimeout(print, 0);
      return () => window.clearTimeout(id);
    }
    window.addEventListener('load', print, { once: true });
    return () => window.removeEventListener('load', print);
  }, [allLoaded]);
  return (
    <Layout>
      <PageMetadata title={title} />
      <Head>
        <meta name="robots" content="noindex, nofollow" />
        <meta name="description" content="" />
      </Head>
      <main className={styles.printable} data-printable-section={printable.section}>
        <p className={styles.note}>
          Every page of the <Link to={printable.url}>{printable.title}</Link> section, combined for
          printing.{' '}
          <button type="button" className={styles.print} onClick={() => window.print()}>
            Print this section
          </button>
        </p>
        {printable.pages.map((page, index) => {
          const load = loaders[index];
          if (!load) return null;
          return (
            <article key={page.url} className={styles.page} id={page.slug}>
              <Heading as="h1">{page.title}</Heading>
              <div className="markdown">
                <PrintablePage
                  load={load}
                  slug={page.slug}
                  onLoad={markLoaded}
                  suspense={suspense}
                />
              </div>
            </article>
          );
        })}
      </main>
    </Layout>
  );
}
