/**
 * The browser's highlighter: Prism arrives in its own chunk the first time a code block needs it.
 * On the server, plugins/code-highlight swaps this module for ./highlighter.server.ts (same API,
 * synchronous), so the HTML is highlighted and the first page load never downloads Prism.
 */
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
