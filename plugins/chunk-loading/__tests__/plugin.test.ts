import { describe, expect, it } from '@jest/globals';
import chunkLoadingPlugin, { CHUNK_FILENAME } from '..';
import { CHUNK_LOAD_TIMEOUT_MS } from '../constants';
import { COMPILE_HINT } from '../compileHints';

/** Stands in for the bundler's BannerPlugin: keeps the options it was made with. */
class FakeBannerPlugin {
  constructor(
    readonly options: {
      banner: string;
      raw: boolean;
      entryOnly: boolean;
      test: RegExp;
      stage: number;
    },
  ) {}
}
const bundler = { currentBundler: { instance: { BannerPlugin: FakeBannerPlugin } } };
type Configure = (
  config: object,
  isServer: boolean,
  utils: typeof bundler,
) => { output?: object; plugins?: FakeBannerPlugin[] };

describe('chunk-loading plugin', () => {
  const plugin = chunkLoadingPlugin();
  const configure = plugin.configureWebpack as unknown as Configure;

  it('pins the browser chunk time-out to the spec’s 120 000 ms and leaves the server bundle alone', () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
    expect(configure({}, false, bundler).output).toEqual({
      chunkLoadTimeout: 120_000,
      chunkFilename: CHUNK_FILENAME,
    });
    expect(configure({}, true, bundler)).toEqual({});
  });

  it('puts the compile hint on the first line of the entry chunk only, after minification and before the content hashes', () => {
    const [banner, ...others] = configure({}, false, bundler).plugins ?? [];
    expect(others).toEqual([]);
    expect(banner).toBeInstanceOf(FakeBannerPlugin);
    const { options } = banner!;
    expect(options).toMatchObject({ banner: COMPILE_HINT, raw: true, entryOnly: true });
    expect(options.test.test('assets/js/main.5bf6b3cd.js')).toBe(true);
    expect(options.test.test('assets/js/runtime~main.8f86e672.js')).toBe(false);
    expect(options.test.test('assets/js/8510.cc2908fd.js')).toBe(false);
    // webpack's and Rspack's stages: OPTIMIZE_SIZE (the minifier) is 400, OPTIMIZE_HASH 2500
    expect(options.stage).toBeGreaterThan(400);
    expect(options.stage).toBeLessThan(2500);
  });
});
