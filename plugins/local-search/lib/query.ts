/**
 * Answering a query from the index, in the browser: which shards a query
 * needs, which pages match, in what order, and the snippet to show.
 * Framework-free and synchronous; fetching lives in client.ts.
 *
 * Ranking: pages matching every query word come first (any word, when no page
 * has all). Among them, a page whose title is the query comes first, then
 * pages matching more query words in the title, then more in headings, then
 * by a body score (rarer words and more occurrences score higher).
 */
import {
  FIELD_BODY,
  FIELD_HEADING,
  FIELD_TITLE,
  MAX_PREFIX_EXPANSIONS,
  MAX_SHARDS_PER_SEARCH,
  MIN_PREFIX_LENGTH,
} from './constants';
import {
  decodePostings,
  shardOf,
  shardsOfPrefix,
  type Posting,
  type SearchManifest,
  type TermShard,
} from './format';
import { normalize, wordTerms, words, type QueryTerm } from './tokenize';

export interface QueryPlan {
  /** The query terms that will be matched (terms whose shards did not fit the per-search limit are left out). */
  terms: QueryTerm[];
  /** Shard indexes to load, at most MAX_SHARDS_PER_SEARCH. */
  shards: number[];
}

const expands = (term: QueryTerm) => term.prefix && term.typed.length >= MIN_PREFIX_LENGTH;

/** The shards a query needs, never more than `maxShards`; words that would need more are dropped. */
export function planQuery(
  manifest: SearchManifest,
  terms: readonly QueryTerm[],
  maxShards = MAX_SHARDS_PER_SEARCH,
): QueryPlan {
  const shards = new Set<number>();
  const kept: QueryTerm[] = [];
  const fits = (needed: number[]) => new Set([...shards, ...needed]).size <= maxShards;
  for (const term of terms) {
    const own = shardOf(manifest.shards, term.term);
    const wanted = expands(term)
      ? [...new Set([own, ...shardsOfPrefix(manifest.shards, term.term)])]
      : [own];
    const needed = fits(wanted) ? wanted : fits([own]) ? [own] : null;
    if (!needed) continue;
    needed.forEach((shard) => shards.add(shard));
    kept.push(term);
  }
  return { terms: kept, shards: [...shards].sort((a, b) => a - b) };
}

interface Candidate {
  term: string;
  weight: number;
}

/**
 * Index terms a query term stands for, with a weight: the term itself 1, terms a partial word begins 0.6;
 * when there are none, the longest stem the partial word begins with, 0.8.
 */
export function candidateTerms(
  term: QueryTerm,
  lookup: (indexTerm: string) => number[] | undefined,
  loadedTerms: () => string[],
): Candidate[] {
  const candidates: Candidate[] = [];
  if (lookup(term.term)) candidates.push({ term: term.term, weight: 1 });
  if (!expands(term)) return candidates;
  const longer = loadedTerms()
    .filter((indexTerm) => indexTerm !== term.term && indexTerm.startsWith(term.term))
    .map((indexTerm) => ({ indexTerm, df: lookup(indexTerm)!.length / 4 }))
    .sort((a, b) => b.df - a.df || (a.indexTerm < b.indexTerm ? -1 : 1))
    .slice(0, MAX_PREFIX_EXPANSIONS);
  for (const { indexTerm } of longer) candidates.push({ term: indexTerm, weight: 0.6 });
  if (candidates.length) return candidates;
  // Nothing is or begins with what was typed: "cachi" on the way to "caching" is still the stem "cach",
  // and "entri" on the way to "entries" the stem "entry".
  for (let length = term.typed.length; length >= Math.max(3, term.typed.length - 3); length -= 1) {
    const shorter = term.typed.slice(0, length);
    const variants = [
      length < term.typed.length ? shorter : '',
      shorter.endsWith('i') ? `${shorter.slice(0, -1)}y` : '',
    ];
    const found = variants.find((variant) => variant && lookup(variant));
    if (found) return [{ term: found, weight: 0.8 }];
  }
  return candidates;
}

interface TermMatch {
  posting: Posting;
  score: number;
  idf: number;
}

export interface SearchResult {
  doc: number;
  url: string;
  title: string;
  section: string;
  /** The page section to show (and link to): where the rarest query word is best shown. */
  pageSection: number;
  /** True when the rarest word was found only in the title: the link goes to the top of the page. */
  titleOnly: boolean;
  titleHits: number;
  headingHits: number;
  score: number;
}

export interface SearchOutcome {
  terms: QueryTerm[];
  results: SearchResult[];
  /** Matching pages in all, before the result limit. */
  total: number;
}

const bodyScore = (posting: Posting) =>
  (posting.fields & FIELD_HEADING ? 2 : 0) +
  (posting.fields & FIELD_BODY ? 1 + Math.log(Math.max(1, posting.tf)) : 0);

/**
 * Ranks the pages for the planned terms. `shard(i)` returns a loaded shard
 * (every shard of the plan must be loaded).
 */
export function rank(
  manifest: SearchManifest,
  plan: QueryPlan,
  shard: (index: number) => TermShard | undefined,
  query: string,
  limit: number,
): SearchOutcome {
  const { terms } = plan;
  if (terms.length === 0) return { terms, results: [], total: 0 };
  const documentCount = manifest.docs.length;
  const lookup = (indexTerm: string) => shard(shardOf(manifest.shards, indexTerm))?.[indexTerm];
  const loadedTerms = () => plan.shards.flatMap((index) => Object.keys(shard(index) ?? {}));

  const perTerm: Map<number, TermMatch>[] = terms.map((term) => {
    const matches = new Map<number, TermMatch>();
    for (const candidate of candidateTerms(term, lookup, loadedTerms)) {
      const postings = decodePostings(lookup(candidate.term) ?? []);
      const idf = Math.log(1 + documentCount / Math.max(1, postings.length));
      for (const posting of postings) {
        const score = candidate.weight * idf * (1 + bodyScore(posting));
        const previous = matches.get(posting.doc);
        if (!previous || rankMatch(posting, score) > rankMatch(previous.posting, previous.score)) {
          matches.set(posting.doc, { posting, score, idf: candidate.weight * idf });
        }
      }
    }
    return matches;
  });

  const docs = new Set(perTerm.flatMap((matches) => [...matches.keys()]));
  const matchedBy = (doc: number) => perTerm.filter((matches) => matches.has(doc)).length;
  let candidates = [...docs].filter((doc) => matchedBy(doc) === terms.length);
  const fallback = candidates.length === 0;
  if (fallback) candidates = [...docs];

  const wanted = normalize(query)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  const results = candidates.map((doc) => {
    const matches = perTerm.map((m) => m.get(doc)).filter((m): m is TermMatch => Boolean(m));
    const rarest = matches.reduce((a, b) => (b.idf > a.idf ? b : a));
    const [url, title, section] = manifest.docs[doc]!;
    const titleOnly = !(rarest.posting.fields & (FIELD_HEADING | FIELD_BODY));
    return {
      doc,
      url,
      title,
      section: manifest.sections[section] ?? '',
      pageSection: titleOnly ? 0 : rarest.posting.section,
      titleOnly,
      titleHits: matches.filter((m) => m.posting.fields & FIELD_TITLE).length,
      headingHits: matches.filter((m) => m.posting.fields & FIELD_HEADING).length,
      score: matches.reduce((sum, m) => sum + m.score, 0),
      matched: matches.length,
      exactTitle:
        normalize(title)
          .replace(/[^\p{L}\p{N}]+/gu, ' ')
          .trim() === wanted,
    };
  });
  results.sort(
    (a, b) =>
      b.matched - a.matched ||
      Number(b.exactTitle) - Number(a.exactTitle) ||
      b.titleHits - a.titleHits ||
      b.headingHits - a.headingHits ||
      b.score - a.score ||
      a.title.length - b.title.length ||
      (a.url < b.url ? -1 : 1),
  );
  return {
    terms,
    total: results.length,
    results: results
      .slice(0, limit)
      .map(({ matched: _matched, exactTitle: _exact, ...result }) => result),
  };
}

/** Orders two postings of one page for one query word: title beats heading beats body, then score. */
function rankMatch(posting: Posting, score: number): number {
  return (
    (posting.fields & FIELD_TITLE ? 1e6 : 0) + (posting.fields & FIELD_HEADING ? 1e3 : 0) + score
  );
}

/** Does a written word match a query term? */
export function wordMatches(word: string, term: QueryTerm): boolean {
  return wordTerms(word).some(
    (indexTerm) =>
      indexTerm === term.term ||
      (expands(term) &&
        (indexTerm.startsWith(term.term) ||
          (term.typed.startsWith(indexTerm) && indexTerm.length >= 3))),
  );
}

export interface Snippet {
  text: string;
  /** [start, end) ranges of `text` to highlight. */
  marks: [number, number][];
}

/**
 * About `length` characters of `text` around the first word matching one of
 * the terms (the first term preferred), cut at word boundaries, with "…" where
 * text was cut and the matching words marked.
 */
export function makeSnippet(text: string, terms: readonly QueryTerm[], length = 180): Snippet {
  const all = words(text);
  const matching = all.filter((word) => terms.some((term) => wordMatches(word.text, term)));
  const anchor =
    matching.find((word) => terms[0] && wordMatches(word.text, terms[0])) ?? matching[0];
  let start = 0;
  if (anchor && anchor.start > length / 3) {
    const from = anchor.start - Math.floor(length / 3);
    start = all.find((word) => word.start >= from)?.start ?? anchor.start;
  }
  let end = text.length;
  if (end - start > length) {
    const last = all.filter((word) => word.end <= start + length).pop();
    end = last && last.end > start ? last.end : start + length;
  }
  const prefix = start > 0 ? '…' : '';
  const suffix = end < text.length ? '…' : '';
  const marks = matching
    .filter((word) => word.start >= start && word.end <= end)
    .map((word): [number, number] => [
      word.start - start + prefix.length,
      word.end - start + prefix.length,
    ]);
  return { text: `${prefix}${text.slice(start, end)}${suffix}`, marks };
}
