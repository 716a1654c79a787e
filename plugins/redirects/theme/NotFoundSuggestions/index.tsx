import { useEffect, useState } from 'react';
import Link from '@docusaurus/Link';
import { useLocation } from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useVersions } from '@docusaurus/plugin-content-docs/client';
import { scopeDir, scopeOfUrl, scopePath } from '@site/plugins/local-search/lib/scopes';
import {
  pathSegments,
  pathWords,
  rankSuggestions,
  type Suggestion,
} from '@site/plugins/redirects/lib/suggest';
import styles from './styles.module.css';

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

/**
 * "Did you mean": the pages closest to the missing URL, from the local search index of the URL's
 * docs version (lib/suggest.ts). This component is its own chunk, imported by the not-found page
 * when it mounts; the search client and the index load after it, so nothing of this is on any
 * other page's first load. Renders nothing until there are suggestions (and without an index:
 * `npm start`, Algolia builds).
 */
export default function NotFoundSuggestions() {
  const { siteConfig } = useDocusaurusContext();
  const { baseUrl } = siteConfig;
  const { pathname } = useLocation();
  const versions = useVersions(undefined);
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);

  useEffect(() => {
    let current = true;
    const scopes = versions.map((version) => ({
      name: version.name,
      label: version.label,
      path: scopePath(version.path, baseUrl),
      isLast: version.isLast,
    }));
    const scope = scopeOfUrl(pathname, scopes, baseUrl);
    const versionPath = scope.isLast ? '' : scope.path;
    const segments = pathSegments(pathname, versionPath, baseUrl);
    if (!segments.length) return undefined;
    (async () => {
      const { createSearchClient } = await import('@site/plugins/local-search/lib/client');
      const client = createSearchClient(`${baseUrl}${scopeDir(scope)}`, fetchJson);
      const manifest = await client.open();
      const page = ([url, title, section]: (typeof manifest.docs)[number]) => ({
        url,
        title,
        section: manifest.sections[section] ?? '',
      });
      const outcome = await client.search(pathWords(segments).join(' '));
      const found = outcome.results.map((result) =>
        page(manifest.docs[result.doc] ?? [result.url, result.title, -1]),
      );
      const ranked = rankSuggestions(segments, manifest.docs.map(page), found, {
        versionPath,
        baseUrl,
      });
      if (current) setSuggestions(ranked);
    })().catch(() => {
      // No index (development server, Algolia build) or offline: the fixed links remain.
    });
    return () => {
      current = false;
    };
    // versions come from global data that does not change while the page is open
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname, baseUrl]);

  if (!suggestions.length) return null;
  return (
    <nav
      aria-labelledby="not-found-did-you-mean"
      className={styles.didYouMean}
      data-not-found-did-you-mean
    >
      <h2 id="not-found-did-you-mean" className={styles.title}>
        Did you mean
      </h2>
      <ul className={styles.list}>
        {suggestions.map((suggestion) => (
          <li key={suggestion.url}>
            <Link to={suggestion.url}>{suggestion.title}</Link>
            {suggestion.section && <span className={styles.section}>{suggestion.section}</span>}
          </li>
        ))}
      </ul>
    </nav>
  );
}
