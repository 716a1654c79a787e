/**
 * Prism with the site's languages (prism-react-renderer's bundle plus
 * `themeConfig.prism.additionalLanguages`). The server renders with it directly; browsers load
 * it as its own chunk, and only when a code block mounts after hydration (client navigation).
 */
import { normalizeTokens, Prism, type Token } from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import styledTypes from '@code-highlight/styled-token-types';
import { plainLines, withPlainText } from '../lib/tokens';

prismIncludeLanguages(Prism as unknown as Parameters<typeof prismIncludeLanguages>[0]);

const styled: ReadonlySet<string> = new Set(styledTypes);

export type Tokenize = (code: string, language: string) => Token[][];

/**
 * Highlighted lines of `code`, tokens that look like plain text merged into it; plain lines for a
 * language Prism does not know (e.g. `text`).
 */
export const tokenize: Tokenize = (code, language) => {
  const name = language.toLowerCase();
  const grammar = Prism.languages[name];
  if (!grammar) return plainLines(code);
  const env = { code, grammar, language: name, tokens: [] as (string | Prism.Token)[] };
  Prism.hooks.run('before-tokenize', env);
  env.tokens = Prism.tokenize(code, grammar);
  Prism.hooks.run('after-tokenize', env);
  return withPlainText(normalizeTokens(env.tokens), styled);
};
