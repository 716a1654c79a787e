import Head from '@docusaurus/Head';
import Layout from '@theme/Layout';
import OfflineNotice, { useOnline } from '@site/plugins/offline/theme/OfflineNotice';

/**
 * The site chrome with an empty main area (spec §2): the offline worker's
 * fallback for pages the reader has not visited. Online it stays empty;
 * offline it says so.
 */
export default function AppShell() {
  const online = useOnline();
  return (
    <Layout>
      <Head>
        <meta name="robots" content="noindex, nofollow" />
      </Head>
      <main id="app-shell-main" className="container margin-vert--xl">
        {!online && <OfflineNotice />}
      </main>
    </Layout>
  );
}
