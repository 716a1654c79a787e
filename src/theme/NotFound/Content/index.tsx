import { useEffect, useState, type ComponentType } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { PageMetadata } from '@docusaurus/theme-common';
import Heading from '@theme/Heading';
import { setNotFoundShown } from '@site/src/lib/notFoundState';
import styles from './styles.module.css';

/** Where a reader who lost their way most likely wanted to go. */
const SUGGESTIONS = [
  { label: 'Concepts', to: '/concepts/' },
  { label: 'Getting Started guide', to: '/guides/getting-started/' },
  { label: 'Configuration', to: '/configuration/' },
  { label: 'Loaders', to: '/loaders/' },
  { label: 'Plugins', to: '/plugins/' },
  { label: 'API', to: '/api/' },
];

/**
 * The not-found screen of spec §2. Docs routes render only this content (not
 * theme-classic's NotFound page), so it sets the page title itself, and marks
 * the page as not found for the site metadata (no canonical URL).
 */
export default function NotFoundContent({ className }: { className?: string }) {
  const [DidYouMean, setDidYouMean] = useState<ComponentType | null>(null);
  useEffect(() => {
    setNotFoundShown(true);
    // "Did you mean" (plugins/redirects): its own chunk, and the search index, on this page only.
    import('@site/plugins/redirects/theme/NotFoundSuggestions').then(
      ({ default: component }) => setDidYouMean(() => component),
      () => {},
    );
    return () => setNotFoundShown(false);
  }, []);
  return (
    <main className={clsx('container margin-vert--xl', styles.notFound, className)}>
      <PageMetadata title="Page Not Found" />
      <Heading as="h1">Page Not Found</Heading>
      <p>Oops! The page you are looking for has been removed or relocated.</p>
      <Link className="button button--primary button--lg" to="/">
        Go to Homepage
      </Link>
      {DidYouMean && <DidYouMean />}
      <nav
        aria-labelledby="not-found-suggestions"
        className={styles.suggestions}
        data-not-found-suggestions
      >
        <h2 id="not-found-suggestions" className={styles.suggestionsTitle}>
          Or try one of these
        </h2>
        <ul>
          {SUGGESTIONS.map((suggestion) => (
            <li key={suggestion.to}>
              <Link to={suggestion.to}>{suggestion.label}</Link>
            </li>
          ))}
        </ul>
        <p>
          Looking for something specific? Search the documentation with <kbd>Ctrl</kbd> +{' '}
          <kbd>K</kbd> (or the search button at the top of the page).
        </p>
      </nav>
    </main>
  );
}
