/**
 * docs/guides/build-performance.md: the example configuration applies
 * babel-loader only to src/, and its persistent filesystem cache lets a second
 * compiler restore every module instead of building it again.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type webpack from 'webpack';
import { buildExample, EXAMPLES_DIR, type ExampleBuild } from '../helpers/build-example';
import { openPage } from '../helpers/browser-sandbox';

// Builds run real webpack (and sometimes the CLI or a dev server); allow for a busy machine.
jest.setTimeout(60_000);

const CONFIG_FILE = path.join(EXAMPLES_DIR, 'build-performance/webpack.config.js');
// buildExample requires the same module, so changing the cache folder here reaches its build.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const config = require(CONFIG_FILE) as webpack.Configuration & { cache: webpack.FileCacheOptions };
const originalCacheDirectory = config.cache.cacheDirectory;
const cacheDirectory = fs.mkdtempSync(path.join(os.tmpdir(), 'build-performance-cache-'));

interface ModuleState {
  name: string;
  built: boolean;
  cached: boolean;
}

function moduleStates(build: ExampleBuild): ModuleState[] {
  const modules =
    build.stats.toJson({ all: false, modules: true, cachedModules: true, orphanModules: true })
      .modules ?? [];
  return modules
    .filter((m) => m.name?.startsWith('./src/'))
    .map((m) => ({ name: m.name!, built: Boolean(m.built), cached: Boolean(m.cached) }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

describe('build-performance example', () => {
  let first: ExampleBuild;
  let second: ExampleBuild;

  beforeAll(async () => {
    config.cache.cacheDirectory = cacheDirectory;
    first = await buildExample('build-performance');
    second = await buildExample('build-performance');
  }, 60_000);

  afterAll(() => {
    config.cache.cacheDirectory = originalCacheDirectory;
  });

  test('the first build builds both modules and writes the cache to disk', () => {
    expect(moduleStates(first)).toEqual([
      { name: './src/index.js', built: true, cached: false },
      { name: './src/timings.js', built: true, cached: false },
    ]);
    expect(fs.readdirSync(cacheDirectory)).toEqual(['default-development']);
  });

  test('a second, fresh compiler restores both modules from the cache instead of building them', () => {
    expect(moduleStates(second)).toEqual([
      { name: './src/index.js', built: false, cached: true },
      { name: './src/timings.js', built: false, cached: true },
    ]);
    expect(second.read('main.js')).toBe(first.read('main.js'));
  });

  test('the configuration file is a build dependency of the cache', () => {
    const options = first.stats.compilation.options.cache as {
      buildDependencies?: Record<string, unknown[]>;
    };
    const entries = options.buildDependencies?.config ?? [];
    // webpack normalizes each entry to { dependency, optional }.
    expect(
      entries.map((entry) =>
        typeof entry === 'string' ? entry : (entry as { dependency: string }).dependency,
      ),
    ).toEqual([CONFIG_FILE]);
  });

  test('babel-loader runs on src/ modules and nowhere else', () => {
    const identifiers = [...first.stats.compilation.modules].map((m) => m.identifier());
    const withBabel = identifiers.filter((id) => id.includes('babel-loader'));
    expect(withBabel).toHaveLength(2);
    expect(
      withBabel.every((id) => id.endsWith('/src/index.js') || id.endsWith('/src/timings.js')),
    ).toBe(true);
  });

  test('development settings: no path comments, cheap eval source maps', () => {
    expect(first.stats.compilation.options.output.pathinfo).toBe(false);
    expect(first.read('main.js')).not.toContain('!*** ./src/index.js ***!');
    expect(first.read('main.js')).toContain('eval(');
  });

  test('the bundle works', async () => {
    const browser = await openPage(first, ['main.js']);
    expect(browser.document.body.querySelector('p')?.textContent).toBe('Slowest step: build');
  });
});
