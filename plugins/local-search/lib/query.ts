/**
 * Answering a query from the index, in the browser: which shards a query
 * needs, which pages match, in what order, and the snippet to show.
 * Framework-free and synchronous; fetching lives in client.ts.
 *
 * Ranking: a page whose title is the query comes first; then pages by score,
 * the sum over the query's words of the word's rarity times where the page has
 * it (FIELD_WEIGHTS), times the square of the share of the words it has.
 * A misspelt word matches the index terms one or two edits away; a code name
 * typed whole (`require.context`) also matches pages that have it whole.
 */
import {
  FIELD_BODY,
  FIELD_DESCRIPTION,
  FIELD_HEADING,
  FIELD_MESSAGE,
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
  if (!expands(term)) {
    if (candidates.length || term.boost) return candidates;
    return nearTerms(term, loadedTerms, lookup);
  }
  const longer = loadedTerms()
    .filter((indexTerm) => indexTerm !== term.term && indexTerm.startsWith(term.term))
    .map((indexTerm) => ({ indexTerm, df: lookup(indexTerm)!.length / 4 }))
    .sort((a, b) => b.df - a.df || (a.indexTerm < b.indexTerm ? -1 : 1))
    .slice(0, MAX_PREFIX_EXPANSIONS);
  for (const { indexTerm } of longer) candidates.push({ term: indexTerm, weight: 0.6 });
  // a word still being typed that is no term itself ("loadin"): the stem it is on the way to as well
  const stemmed = lookup(term.term) ? undefined : shorterStem(term, lookup);
  if (stemmed && !candidates.some((c) => c.term === stemmed))
    candidates.push({ term: stemmed, weight: 0.8 });
  if (candidates.length) return candidates;
  return nearTerms(term, loadedTerms, lookup);
}

/**
 * The longest stem a partial word begins with: "cachi" on the way to "caching" is still the stem
 * "cach", "loadin" on the way to "loading" the stem "load", "entri" on the way to "entries" "entry".
 */
function shorterStem(
  term: QueryTerm,
  lookup: (indexTerm: string) => number[] | undefined,
): string | undefined {
  for (let length = term.typed.length; length >= Math.max(3, term.typed.length - 3); length -= 1) {
    const shorter = term.typed.slice(0, length);
    const variants = [
      length < term.typed.length ? shorter : '',
      shorter.endsWith('i') ? `${shorter.slice(0, -1)}y` : '',
    ];
    const found = variants.find((variant) => variant && lookup(variant));
    if (found) return found;
  }
  return undefined;
}

/** Edits (insert, delete, substitute, swap two neighbours) from one word to the other, up to `max` + 1. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, before[j - 2]! + 1);
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * A misspelt word ("typscript", "enviroment"): the index terms of the loaded shards one edit
 * away (two for words of eight letters or more), the closest and most frequent first, weight 0.7.
 * Words under five letters are too short to guess.
 */
function nearTerms(
  term: QueryTerm,
  loadedTerms: () => string[],
  lookup: (indexTerm: string) => number[] | undefined,
): Candidate[] {
  if (term.typed.length < 5 || /[^\p{L}]/u.test(term.typed)) return [];
  const max = term.typed.length >= 8 ? 2 : 1;
  return loadedTerms()
    .map((indexTerm) => ({
      indexTerm,
      distance: Math.min(
        editDistance(term.typed, indexTerm, max),
        editDistance(term.term, indexTerm, max),
      ),
    }))
    .filter(({ distance }) => distance <= max)
    .sort(
      (a, b) =>
        a.distance - b.distance ||
        lookup(b.indexTerm)!.length - lookup(a.indexTerm)!.length ||
        (a.indexTerm < b.indexTerm ? -1 : 1),
    )
    .slice(0, 3)
    .map(({ indexTerm }) => ({ term: indexTerm, weight: 0.7 }));
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

/**
 * What a query word found in each field of a page is worth, times the word's rarity (idf): the
 * title most, then a heading, the page's description, the body (1 + log of its occurrences), and,
 * for a query long enough to be a pasted message, a message the page quotes. Measured on the
 * relevance benchmark (README.md, "Relevance"); change them only with the benchmark run.
 */
export const FIELD_WEIGHTS = { title: 8, heading: 3, description: 2, message: 4 };
/** A query of this many words or more is taken for a pasted message (FIELD_WEIGHTS.message counts). */
export const MESSAGE_QUERY_WORDS = 4;
/** A code name typed whole (`require.context`) counts this much more where the page has it whole. */
const BOOST_WEIGHT = 2;

const fieldScore = (posting: Posting, pasted: boolean) =>
  (posting.fields & FIELD_TITLE ? FIELD_WEIGHTS.title : 0) +
  (posting.fields & FIELD_HEADING ? FIELD_WEIGHTS.heading : 0) +
  (posting.fields & FIELD_DESCRIPTION ? FIELD_WEIGHTS.description : 0) +
  (posting.fields & FIELD_BODY ? 1 + Math.log(Math.max(1, posting.tf)) : 0) +
  (pasted && posting.fields & FIELD_MESSAGE ? FIELD_WEIGHTS.message : 0);

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

  // counted as typed, stop words too: "process is not defined" is a message
  const pasted = words(query).length >= MESSAGE_QUERY_WORDS;
  const perTerm: Map<number, TermMatch>[] = terms.map((term) => {
    const matches = new Map<number, TermMatch>();
    for (const candidate of candidateTerms(term, lookup, loadedTerms)) {
      const postings = decodePostings(lookup(candidate.term) ?? []);
      const idf = candidate.weight * Math.log(1 + documentCount / Math.max(1, postings.length));
      for (const posting of postings) {
        const score = idf * fieldScore(posting, pasted) * (term.boost ? BOOST_WEIGHT : 1);
        const previous = matches.get(posting.doc);
        if (!previous || score > previous.score) matches.set(posting.doc, { posting, score, idf });
      }
    }
    return matches;
  });

  /** The query's words (a code name typed whole adds to a page's score, its absence costs nothing). */
  const plain = perTerm.filter((_, index) => !terms[index]!.boost);
  const docs = new Set(perTerm.flatMap((matches) => [...matches.keys()]));
  const wanted = normalize(query)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  const results = [...docs].map((doc) => {
    const matches = perTerm.map((m) => m.get(doc)).filter((m): m is TermMatch => Boolean(m));
    const share = plain.filter((m) => m.has(doc)).length / Math.max(1, plain.length);
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
      // a page lacking some of the words is not left out (a pasted message rarely matches whole),
      // but it needs much more weight on the others: half the words, a quarter of the score
      score: matches.reduce((sum, m) => sum + m.score, 0) * share ** 2,
      exactTitle:
        normalize(title)
          .replace(/[^\p{L}\p{N}]+/gu, ' ')
          .trim() === wanted,
    };
  });
  results.sort(
    (a, b) =>
      Number(b.exactTitle) - Number(a.exactTitle) ||
      b.score - a.score ||
      a.title.length - b.title.length ||
      (a.url < b.url ? -1 : 1),
  );
  return {
    terms,
    total: results.length,
    results: results.slice(0, limit).map(({ exactTitle: _exact, ...result }) => result),
  };
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
