/** ./highlighter.ts on the server: Prism is bundled in, so rendering is synchronous. */
import { tokenize, type Tokenize } from './runtime';

export function loadedTokenizer(): Tokenize | null {
  return tokenize;
}

export function loadTokenizer(): Promise<Tokenize> {
  return Promise.resolve(tokenize);
}
