/**
 * V8's explicit compile hint (Chrome 136+; other engines read a comment): a script whose first line
 * is this comment has all its functions compiled eagerly, on a background thread while the script
 * streams in. Without it, every function of the entry bundle (React DOM, the router, the theme)
 * is parsed and compiled on the main thread the first time hydration calls it. Measured on a docs
 * page at 4x CPU: main-thread compile (V8.CompileCode + ParseFunction) about 600 -> 200 ms.
 * Only the entry chunk gets it: everything in it runs on every page load.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The entry chunk's file (`assets/js/main.<hash>.js`). */
export const ENTRY_CHUNK_FILE = /(^|\/)main\.[0-9a-f]+\.js$/;

/** After minification (stage 400), which drops comments; before the content hashes (2500). */
export const AFTER_MINIFY_STAGE = 1000;

interface BannerPluginOptions {
  banner: string;
  raw: boolean;
  entryOnly: boolean;
  test: RegExp;
  stage: number;
}

/** The bundler's BannerPlugin, set up to put the hint on the entry chunk's first line. */
export function compileHintBanner<P>(BannerPlugin: new (options: BannerPluginOptions) => P): P {
  return new BannerPlugin({
    banner: COMPILE_HINT,
    raw: true,
    entryOnly: true,
    test: ENTRY_CHUNK_FILE,
    stage: AFTER_MINIFY_STAGE,
  });
}
