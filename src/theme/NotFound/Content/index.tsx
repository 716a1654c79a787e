import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { PageMetadata } from '@docusaurus/theme-common';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

/**
 * The not-found screen of spec §2. Docs routes render only this content (not
 * theme-classic's NotFound page), so it sets the page title itself.
 */
export default function NotFoundContent({ className }: { className?: string }) {
  return (
    <main className={clsx('container margin-vert--xl', styles.notFound, className)}>
      <PageMetadata title="Page Not Found" />
      <Heading as="h1">Page Not Found</Heading>
      <p>Oops! The page you are looking for has been removed or relocated.</p>
      <Link className="button button--primary button--lg" to="/">
        Go to Homepage
      </Link>
    </main>
  );
}
