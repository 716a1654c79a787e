import { describe, expect, it } from '@jest/globals';
import chunkLoadingPlugin, { CHUNK_FILENAME } from '..';
import { CHUNK_LOAD_TIMEOUT_MS } from '../constants';

describe('chunk-loading plugin', () => {
  it('pins the browser chunk time-out to the spec’s 120 000 ms and leaves the server bundle alone', () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
    const plugin = chunkLoadingPlugin();
    const configure = plugin.configureWebpack as (config: object, isServer: boolean) => object;
    expect(configure({}, false)).toEqual({ output: { chunkLoadTimeout: 120_000, chunkFilename: CHUNK_FILENAME } });
    expect(configure({}, true)).toEqual({});
    expect(plugin.getClientModules?.()).toEqual([expect.stringMatching(/docusaurus-internals\/client\/settleRoutePreloads$/)]);
  });
});
