/** Prism with the site's languages (`themeConfig.prism.additionalLanguages` too): its own chunk. */
import { normalizeTokens, Prism, type Token } from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import styledTypes from '@code-highlight/styled-token-types';
import { plainLines, withPlainText } from '../lib/tokens';

prismIncludeLanguages(Prism as unknown as Parameters<typeof prismIncludeLanguages>[0]);

const styled: ReadonlySet<string> = new Set(styledTypes);

export type Tokenize = (code: string, language: string) => Token[][];

/** Highlighted lines, tokens that look plain merged; plain lines for an unknown language. */
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
