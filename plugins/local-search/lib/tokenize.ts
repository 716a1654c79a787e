/**
 * Turning text into index terms, the same way at build time and in the browser.
 *
 * A word is a run of letters and digits. Each word gives its lower-case form
 * and, for camelCase / PascalCase identifiers, its parts too (`splitChunks` →
 * `splitchunks`, `split`, `chunks`), so both "splitChunks" and "split chunks"
 * find it. Every term is reduced by a small suffix stemmer so "entries" finds
 * "entry" and "caching" finds "cache". Very common English words are dropped.
 */

import { MAX_BOOST_TERMS } from './constants';

const WORD = /[\p{L}\p{N}]+/gu;
const CAMEL_PART = /\p{Lu}+(?!\p{Ll})|\p{Lu}?\p{Ll}+|\p{N}+/gu;
const COMBINING_MARKS = /\p{M}+/gu;

/** Words too common to tell pages apart; a query made only of them finds nothing. */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a an and are as at be but by can do does for from has have how if in into is it its may more must not of on or ' +
    'so than that the their them then there these they this to was we were what when where which while who will ' +
    'with you your'
  ).split(' '),
);

/** Longest term kept; longer runs are hashes, base64 or other noise. */
const MAX_TERM_LENGTH = 40;

export function normalize(word: string): string {
  return word.normalize('NFKD').replace(COMBINING_MARKS, '').toLowerCase();
}

/**
 * A light, conservative suffix stemmer (plural, -ing, -ed, final -e). It only
 * has to map a word and its inflections to the same key; the key is never shown.
 */
export function stem(term: string): string {
  if (term.length <= 3 || /\d/.test(term)) return term;
  let word = term;
  if (word.endsWith('ies') && word.length > 4) word = `${word.slice(0, -3)}y`;
  else if (word.endsWith('sses') || word.endsWith('ases')) word = word.slice(0, -2);
  else if (word.endsWith('s') && !/(ss|us|is|as)$/.test(word)) word = word.slice(0, -1);

  // "installation" and "install", "configuration" and "configure", "optimization" and "optimize"
  if (word.endsWith('ation') && word.length - 5 >= 4) word = word.slice(0, -5);
  else if (word.endsWith('ing') && word.length - 3 >= 3) word = word.slice(0, -3);
  else if (word.endsWith('ed') && word.length - 2 >= 3) word = word.slice(0, -2);

  if (word.endsWith('e') && word.length - 1 >= 3) word = word.slice(0, -1);
  // doubled final consonant left by -ing/-ed: "bundling" is fine, "splitting" → "splitt" → "split"
  if (word.length > 3 && /([b-df-hj-np-tv-z])\1$/.test(word) && !/(ll|ss|zz)$/.test(word))
    word = word.slice(0, -1);
  return word;
}

/** A word as it appears in the text, with where it is. */
export interface Word {
  /** The word as written. */
  text: string;
  start: number;
  end: number;
}

export function words(text: string): Word[] {
  const found: Word[] = [];
  for (const match of text.matchAll(WORD)) {
    found.push({ text: match[0], start: match.index, end: match.index + match[0].length });
  }
  return found;
}

function keep(term: string): boolean {
  if (term.length > MAX_TERM_LENGTH) return false;
  // single letters say nothing; single digits do ("webpack 5")
  if (term.length < 2 && !/\d/.test(term)) return false;
  return !STOP_WORDS.has(term);
}

/**
 * The index terms of one written word: the stemmed lower-case word, plus the
 * stemmed parts of a camelCase word. Stop words and noise give none.
 */
export function wordTerms(word: string): string[] {
  const whole = normalize(word);
  const terms = new Set<string>();
  if (keep(whole)) terms.add(stem(whole));
  const parts = word.match(CAMEL_PART);
  if (parts && parts.length > 1) {
    for (const part of parts) {
      const term = normalize(part);
      if (keep(term)) terms.add(stem(term));
    }
  }
  return [...terms];
}

/**
 * Code names written with punctuation, kept whole as extra terms so a query can match them
 * exactly: dotted names (`require.context`, `module.hot.accept`), calls (`import()`,
 * `compiler.run()`), CLI flags (`--config`), double-underscore names (`__webpack_public_path__`)
 * and hyphenated package names (`webpack-cli`, `css-loader`). Their words are terms as well.
 */
const COMPOUND =
  /(?<![\p{L}\p{N}_$.-])(?:--[a-z][a-z0-9-]*[a-z0-9]|[\p{L}_$][\p{L}\p{N}_$]*(?:(?:\.|-)[\p{L}_$][\p{L}\p{N}_$]*)*(?:\(\))?)/gu;

export function compoundTerms(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(COMPOUND)) {
    const token = normalize(match[0]);
    // a plain word is already a term; a compound has punctuation in it
    if (!/[._$()-]/.test(token) || token.length > MAX_TERM_LENGTH) continue;
    // "node.js" is a word, not an API name; so is a sentence's trailing period (not matched)
    found.push(token);
  }
  return found;
}

/** Every index term of a text, in order, repeats kept (term frequency counts them). */
export function indexTerms(text: string): string[] {
  const terms = words(text).flatMap((word) => wordTerms(word.text));
  return [...terms, ...compoundTerms(text)];
}

export interface QueryTerm {
  /**
   * A code name typed with its punctuation (`require.context`, `import()`): pages holding it
   * exactly score higher, pages without it are not left out (its words are terms too).
   */
  boost?: boolean;
  /** The stemmed term looked up in the index. */
  term: string;
  /** The word as typed, lower-cased (prefix matching uses it as well as the stem). */
  typed: string;
  /** The last word while the reader is still typing it: matches index terms that begin with it. */
  prefix: boolean;
}

/**
 * The terms of a query. A query word is looked up whole (no camelCase split:
 * "splitChunks" means the identifier). The last word counts as a prefix unless
 * the query ends with a space. Repeats and stop words are dropped.
 */
export function queryTerms(query: string, maxTerms: number): QueryTerm[] {
  const found = words(query);
  const endsInWord = found.length > 0 && found[found.length - 1]!.end === query.length;
  const terms: QueryTerm[] = [];
  found.forEach((word, index) => {
    const typed = normalize(word.text);
    const prefix = endsInWord && index === found.length - 1;
    if (!keep(typed)) return;
    const term = stem(typed);
    const existing = terms.find((t) => t.term === term);
    if (existing) {
      existing.prefix ||= prefix;
      return;
    }
    terms.push({ term, typed, prefix });
  });
  const kept = terms.slice(0, maxTerms);
  for (const compound of [...new Set(compoundTerms(query))].slice(0, MAX_BOOST_TERMS))
    kept.push({ term: compound, typed: compound, prefix: false, boost: true });
  return kept;
}
