/**
 * The browser side of local search, without React: loads the manifest, the
 * shards a query needs and the text parts of the results on screen, each file
 * once (a failed load is forgotten so the next search retries it).
 * `fetchJson` is injected, so tests run it against an index in memory.
 */
import { MANIFEST_FILE, MAX_QUERY_TERMS, MAX_RESULTS } from './constants';
import {
  partOf,
  partStart,
  shardFile,
  textFile,
  type SearchManifest,
  type TermShard,
  type TextPart,
} from './format';
import {
  makeSnippet,
  planQuery,
  rank,
  type SearchOutcome,
  type SearchResult,
  type Snippet,
} from './query';
import { queryTerms, type QueryTerm } from './tokenize';

export type FetchJson = (url: string) => Promise<unknown>;

export interface ResultDetail {
  /** The page path, with the heading's anchor when the match is under one. */
  href: string;
  /** The heading of the section shown, '' for the page's introduction. */
  heading: string;
  snippet: Snippet;
}

export interface SearchClient {
  /** Loads the manifest (once). Call when the reader focuses or opens search. */
  open(): Promise<SearchManifest>;
  search(query: string): Promise<SearchOutcome>;
  /** Loads the result's text part and cuts its snippet. */
  detail(result: SearchResult, terms: readonly QueryTerm[]): Promise<ResultDetail>;
}

/** `root` is the URL of the search directory, ending with a slash (e.g. "/search/"). */
export function createSearchClient(
  root: string,
  fetchJson: FetchJson,
  limit = MAX_RESULTS,
): SearchClient {
  const cache = new Map<string, Promise<unknown>>();
  const load = <T>(path: string): Promise<T> => {
    let pending = cache.get(path);
    if (!pending) {
      pending = fetchJson(`${root}${path}`);
      pending.catch(() => cache.delete(path));
      cache.set(path, pending);
    }
    return pending as Promise<T>;
  };
  const loaded = new Map<number, TermShard>();

  const open = async () => {
    const manifest = await load<SearchManifest>(MANIFEST_FILE);
    if (
      manifest?.version !== 1 ||
      !Array.isArray(manifest.docs) ||
      !Array.isArray(manifest.shards)
    ) {
      cache.delete(MANIFEST_FILE);
      throw new Error('The search index manifest is not in a format this page understands.');
    }
    return manifest;
  };

  return {
    open,
    async search(query) {
      const manifest = await open();
      const plan = planQuery(manifest, queryTerms(query, MAX_QUERY_TERMS));
      await Promise.all(
        plan.shards.map(async (index) => {
          loaded.set(index, await load<TermShard>(`${manifest.folder}/${shardFile(index)}`));
        }),
      );
      return rank(manifest, plan, (index) => loaded.get(index), query, limit);
    },
    async detail(result, terms) {
      const manifest = await open();
      const doc = manifest.docs[result.doc]!;
      const part = partOf(doc, result.pageSection);
      const text = await load<TextPart>(`${manifest.folder}/${textFile(result.doc, part)}`);
      const [heading, id, body] = text[result.pageSection - partStart(doc, part)] ??
        text[0] ?? ['', '', ''];
      return {
        href: !result.titleOnly && id ? `${result.url}#${id}` : result.url,
        heading,
        snippet: makeSnippet(body, terms),
      };
    },
  };
}
