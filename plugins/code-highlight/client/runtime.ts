/**
 * Prism with the site's languages (prism-react-renderer's bundle plus
 * `themeConfig.prism.additionalLanguages`). The server renders with it directly; browsers load
 * it as its own chunk, and only when a code block mounts after hydration (client navigation).
 */
import { normalizeTokens, Prism, type Token } from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import { plainLines } from '../lib/tokens';

prismIncludeLanguages(Prism as unknown as Parameters<typeof prismIncludeLanguages>[0]);

export type Tokenize = (code: string, language: string) => Token[][];

/** Highlighted lines of `code`; plain lines for a language Prism does not know (e.g. `text`). */
export const tokenize: Tokenize = (code, language) => {
  const name = language.toLowerCase();
  const grammar = Prism.languages[name];
  if (!grammar) return plainLines(code);
  const env = { code, grammar, language: name, tokens: [] as (string | Prism.Token)[] };
  Prism.hooks.run('before-tokenize', env);
  env.tokens = Prism.tokenize(code, grammar);
  Prism.hooks.run('after-tokenize', env);
  return normalizeTokens(env.tokens);
};
