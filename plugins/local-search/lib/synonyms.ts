/**
 * A small list of names readers type for what the docs call otherwise. Applied when the index is
 * built: a text that says one phrase of a group is also indexed under the other phrases' terms, in
 * the same field (a title "Command Line Interface" is a title hit for "cli" too). The query side
 * stays as it is, so the list costs the browser nothing. Keep it small and certain: every group
 * measured in plugins/local-search/README.md ("Relevance").
 */
import { indexTerms, normalize } from './tokenize';

export const SYNONYMS: readonly (readonly string[])[] = [
  ['command line', 'cli'],
  ['node interface', 'node api'],
  ['import()', 'dynamic import'],
  ['hot module replacement', 'hmr'],
  ['source map', 'sourcemap', 'devtool'],
  ['ecmascript module', 'es module', 'esm'],
  ['dev server', 'devserver'],
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A phrase as a pattern: its words in order, a space or hyphen between, a plural "s" allowed at its end. */
const phrasePattern = (phrase: string) =>
  new RegExp(
    `(?<![\\p{L}\\p{N}_$.-])${phrase
      .split(' ')
      .map(escape)
      .join('[\\s-]+')}${/\w$/.test(phrase) ? 's?' : ''}(?![\\p{L}\\p{N}_$(-])`,
    'u',
  );

const GROUPS = SYNONYMS.map((group) =>
  group.map((phrase) => ({
    pattern: phrasePattern(phrase),
    terms: indexTerms(phrase),
  })),
);

/** The extra terms a text is indexed under: those of every other phrase of each group it says. */
export function synonymTerms(text: string): string[] {
  const lower = normalize(text);
  const extra = new Set<string>();
  for (const group of GROUPS) {
    const said = group.filter((phrase) => phrase.pattern.test(lower));
    if (said.length === 0) continue;
    for (const phrase of group)
      if (!said.includes(phrase)) phrase.terms.forEach((t) => extra.add(t));
  }
  return [...extra];
}
