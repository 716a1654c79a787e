import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';

export default function Vote() {
  return (
    <Layout title="Vote" description="Help decide what the webpack documentation and bundler work on next.">
      <main className="container margin-vert--lg">
        <Heading as="h1">Vote</Heading>
        <p>
          The vote page lists open proposals for the documentation and the bundler. Until it lands, read the{' '}
          <Link to="/contribute/">contribution guide</Link> to take part.
        </p>
      </main>
    </Layout>
  );
}
