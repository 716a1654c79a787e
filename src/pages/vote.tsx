import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import VoteApp from '@site/src/components/VoteApp';
import styles from './vote.module.css';

export default function Vote() {
  return (
    <Layout
      title="Vote"
      description="Help decide what the webpack documentation and bundler work on next."
    >
      <main className={`container margin-vert--lg ${styles.main}`}>
        <Heading as="h1">Vote</Heading>
        <p>
          These are the open proposals for the documentation and for webpack itself. Voting happens
          on GitHub: open a proposal and add a thumbs-up (👍) reaction to its issue. This site has
          no accounts and stores nothing about you. Want to do more than vote? Read the{' '}
          <Link to="/contribute/">contribution guide</Link>.
        </p>
        <VoteApp />
      </main>
    </Layout>
  );
}
