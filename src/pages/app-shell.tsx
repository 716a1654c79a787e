import Head from '@docusaurus/Head';
import Layout from '@theme/Layout';

/** The site chrome with an empty main area: the offline fallback page of the service worker. */
export default function AppShell() {
  return (
    <Layout>
      <Head>
        <meta name="robots" content="noindex, nofollow" />
      </Head>
      <main id="app-shell-main" />
    </Layout>
  );
}
