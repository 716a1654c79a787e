/** The browser's highlighter, loaded on demand; on the server, ./highlighter.server.ts. */
import type { Tokenize } from './runtime';

let loaded: Tokenize | null = null;
let loading: Promise<Tokenize> | null = null;

/** The tokenizer if its chunk has arrived, else null. */
export function loadedTokenizer(): Tokenize | null {
  return loaded;
}

/** Loads the tokenizer once; a failed load (e.g. offline) may be retried by the next block. */
export function loadTokenizer(): Promise<Tokenize> {
  loading ??= import(/* webpackChunkName: "prism" */ './runtime').then(
    (module) => {
      loaded = module.tokenize;
      return loaded;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
