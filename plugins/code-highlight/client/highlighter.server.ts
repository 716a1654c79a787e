/** Server side of ./highlighter.ts: Prism is bundled in and ready, so server rendering is synchronous. */
import { tokenize, type Tokenize } from './runtime';

export function loadedTokenizer(): Tokenize | null {
  return tokenize;
}

export function loadTokenizer(): Promise<Tokenize> {
  return Promise.resolve(tokenize);
}
