/**
 * The search relevance benchmark: realistic queries, each with the pages that answer it, run
 * through the real search client against a built index, and scored as hit@1, hit@3 and MRR per
 * docs version. Every `*.json` file in `plugins/local-search/relevance/` is an array of
 * `{ "query": string, "expect": string[], "from"?: string }`: `expect` lists the URLs that answer
 * the query (any one of them in the results is a hit), `from` the page search is opened from
 * (a `/v4/` page searches the webpack 4 index). `npm run bench` reports the numbers and
 * `tests/gates/search-relevance.test.ts` holds a floor over the production build.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createSearchClient, type FetchJson, type SearchClient } from './client';
import { SEARCH_DIR } from './constants';
import { scopeDir, scopeOfUrl, type SearchScope } from './scopes';

export interface RelevanceCase {
  query: string;
  /** URLs that answer the query; any one of them among the results counts as the hit. */
  expect: string[];
  /** The page search is opened from (its version's index answers); '/' when absent. */
  from?: string;
  /** The benchmark file the case comes from (for messages). */
  file: string;
}

/** Where the benchmark files live, relative to the site directory. */
export const RELEVANCE_DIR = 'plugins/local-search/relevance';

const isPagePath = (value: unknown): value is string =>
  typeof value === 'string' && value.startsWith('/') && !/\s/.test(value);

/**
 * The cases of one benchmark file.
 * @throws naming the file, the case and the field when the file is not the documented shape
 */
export function parseRelevanceFile(file: string, text: string): RelevanceCase[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new Error(`${file}: not valid JSON (${(error as Error).message}).`, { cause: error });
  }
  if (!Array.isArray(data))
    throw new Error(`${file}: must be an array of { query, expect, from? }.`);
  return data.map((entry: unknown, index): RelevanceCase => {
    const where = `${file}[${index}]`;
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry))
      throw new Error(`${where}: must be an object { query, expect, from? }.`);
    const { query, expect, from, ...rest } = entry as Record<string, unknown>;
    const unknownKeys = Object.keys(rest);
    if (unknownKeys.length)
      throw new Error(`${where}: unknown field "${unknownKeys[0]}" (fields: query, expect, from).`);
    if (typeof query !== 'string' || !query.trim())
      throw new Error(`${where}.query: must be a non-empty string.`);
    if (!Array.isArray(expect) || expect.length === 0 || !expect.every(isPagePath))
      throw new Error(
        `${where}.expect: must be a non-empty array of site paths starting with "/" (query "${query}").`,
      );
    if (from !== undefined && !isPagePath(from))
      throw new Error(`${where}.from: must be a site path starting with "/" (query "${query}").`);
    return { query, expect: expect as string[], ...(from === undefined ? {} : { from }), file };
  });
}

/** Every case of every `*.json` file in `dir`, files in name order. */
export function readRelevanceCases(dir: string): RelevanceCase[] {
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .flatMap((name) =>
      parseRelevanceFile(
        path.posix.join(RELEVANCE_DIR, name),
        fs.readFileSync(path.join(dir, name), 'utf8'),
      ),
    );
}

/** A path with one trailing slash and no hash, so `/api/cli` and `/api/cli/#flags` are one page. */
export const pageOf = (url: string) => `${url.replace(/[#?].*$/, '').replace(/\/+$/, '')}/`;

export interface CaseOutcome {
  case: RelevanceCase;
  /** The scope (docs version) that answered. */
  scope: string;
  /** 1-based position of the first expected page among the results; null when none is there. */
  rank: number | null;
  /** The result URLs, in order. */
  results: string[];
}

/**
 * Runs every case through the client of its scope (the scope of its `from` page) and notes
 * where the first expected page came.
 */
export async function runRelevance(
  cases: readonly RelevanceCase[],
  scopes: readonly SearchScope[],
  clientFor: (scope: SearchScope) => SearchClient,
): Promise<CaseOutcome[]> {
  const outcomes: CaseOutcome[] = [];
  for (const relevanceCase of cases) {
    const scope = scopeOfUrl(relevanceCase.from ?? '/', scopes);
    const { results } = await clientFor(scope).search(relevanceCase.query);
    const urls = results.map((result) => result.url);
    const wanted = new Set(relevanceCase.expect.map(pageOf));
    const index = urls.findIndex((url) => wanted.has(pageOf(url)));
    outcomes.push({
      case: relevanceCase,
      scope: scope.label,
      rank: index < 0 ? null : index + 1,
      results: urls,
    });
  }
  return outcomes;
}

export interface RelevanceScore {
  queries: number;
  /** Share of queries whose first result is an expected page. */
  hit1: number;
  /** Share of queries with an expected page among the first three results. */
  hit3: number;
  /** Mean reciprocal rank of the first expected page (0 when it is not among the results). */
  mrr: number;
}

export function score(outcomes: readonly CaseOutcome[]): RelevanceScore {
  const count = outcomes.length;
  const share = (test: (rank: number) => boolean) =>
    count === 0 ? 0 : outcomes.filter((o) => o.rank !== null && test(o.rank)).length / count;
  return {
    queries: count,
    hit1: share((rank) => rank === 1),
    hit3: share((rank) => rank <= 3),
    mrr: count === 0 ? 0 : outcomes.reduce((sum, o) => sum + (o.rank ? 1 / o.rank : 0), 0) / count,
  };
}

/** The score of all outcomes ("all") and of each scope's, scopes in first-seen order. */
export function scoreByScope(outcomes: readonly CaseOutcome[]): Record<string, RelevanceScore> {
  const scopes = [...new Set(outcomes.map((o) => o.scope))];
  return Object.fromEntries([
    ['all', score(outcomes)],
    ...scopes.map((scope) => [scope, score(outcomes.filter((o) => o.scope === scope))]),
  ]);
}

/**
 * The scopes of a built site, from its search folder: `search/` for the default version and one
 * scope per sub-folder holding a manifest (`search/v4/`), labelled by its path ("current", "v4").
 */
export function builtScopes(searchDir: string): SearchScope[] {
  if (!fs.existsSync(path.join(searchDir, 'manifest.json')))
    throw new Error(`No search index in ${searchDir}: build the site first (npm run build).`);
  const versioned = fs
    .readdirSync(searchDir, { withFileTypes: true })
    .filter(
      (entry) =>
        entry.isDirectory() && fs.existsSync(path.join(searchDir, entry.name, 'manifest.json')),
    )
    .map((entry) => entry.name)
    .sort();
  return [
    { name: 'current', label: 'current', path: '', isLast: true },
    ...versioned.map((name) => ({ name, label: name, path: name, isLast: false })),
  ];
}

/** Reads index files from disk, for a client whose root is a folder path ending in a slash. */
export const readJsonFile: FetchJson = async (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

/** The scopes of a built site and a search client over each one's index files on disk. */
export function openBuiltIndex(buildDir: string): {
  scopes: SearchScope[];
  clientFor: (scope: SearchScope) => SearchClient;
} {
  const scopes = builtScopes(path.join(buildDir, SEARCH_DIR));
  const clients = new Map(
    scopes.map((scope) => [
      scope,
      createSearchClient(path.join(buildDir, scopeDir(scope), '/'), readJsonFile),
    ]),
  );
  return { scopes, clientFor: (scope) => clients.get(scope)! };
}
