/**
 * docs/guides/caching.md: [contenthash] file names that stay the same across
 * builds, a single runtime chunk, node_modules in a vendors chunk, and
 * deterministic module ids, so a change to your code renames only the chunk
 * that contains it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildExample, EXAMPLES_DIR, type ExampleBuild } from '../helpers/build-example';
import { openPage } from '../helpers/browser-sandbox';
import {
  CACHING_EDITS,
  cachingEditTests,
  namesByChunk,
  scriptSources,
} from '../helpers/example-output';

// Builds run real webpack (and sometimes the CLI or a dev server); allow for a busy machine.
jest.setTimeout(60_000);

const FIXTURE = path.join(EXAMPLES_DIR, 'caching');
const NODE_MODULES = path.resolve(__dirname, '../../node_modules');
const COPIES = fs.mkdtempSync(path.join(os.tmpdir(), 'caching-copies-'));

/** Copies the example (with node_modules linked) so a test can edit it; returns its name for buildExample. */
function copyExample(name: string, edit: (dir: string) => void = () => {}): string {
  const dir = path.join(COPIES, name);
  fs.cpSync(FIXTURE, dir, { recursive: true });
  fs.symlinkSync(NODE_MODULES, path.join(dir, 'node_modules'), 'dir');
  edit(dir);
  return path.relative(EXAMPLES_DIR, dir);
}

describe('caching example as written', () => {
  let build: ExampleBuild;
  let names: Record<string, string>;

  beforeAll(async () => {
    build = await buildExample('caching');
    names = namesByChunk(build);
  });

  test('emits runtime, vendors and main chunks with a 20-character content hash in their names', () => {
    expect(Object.keys(names).sort()).toEqual(['main', 'runtime', 'vendors']);
    for (const [chunk, file] of Object.entries(names))
      expect(file).toMatch(new RegExp(`^${chunk}\\.[0-9a-f]{20}\\.js$`));
    expect(build.files).toEqual([...Object.values(names), 'index.html'].sort());
  });

  test('node_modules code (clsx) goes to vendors; your modules stay in main', () => {
    const clsxSignature = 'clsx';
    const vendorModules =
      build.stats.toJson({ all: false, chunks: true, chunkModules: true }).chunks ?? [];
    const modulesOf = (name: string) =>
      vendorModules
        .find((chunk) => chunk.names?.includes(name))
        ?.modules?.map((m) => m.name ?? '') ?? [];
    expect(modulesOf('vendors').every((m) => m.includes('node_modules'))).toBe(true);
    expect(modulesOf('vendors').some((m) => m.includes(clsxSignature))).toBe(true);
    expect(modulesOf('main').some((m) => m.includes('node_modules'))).toBe(false);
  });

  test('production mode already uses deterministic module ids', () => {
    expect(build.stats.compilation.options.optimization.moduleIds).toBe('deterministic');
  });

  test('index.html loads runtime, vendors and main by their hashed names, and the page works', async () => {
    const scripts = scriptSources(build.read('index.html'));
    expect(scripts).toEqual([names.runtime, names.vendors, names.main]);
    const browser = await openPage(build, scripts);
    const badge = browser.document.body.querySelector('p');
    expect(badge?.className).toBe('status status-online');
    expect(badge?.textContent).toBe('You are online.');
  });

  test('a second build without changes produces exactly the same file names', async () => {
    const again = await buildExample('caching');
    expect(again.files).toEqual(build.files);
  });
});

describe('caching example after edits', () => {
  cachingEditTests(async (label, edit) =>
    namesByChunk(await buildExample(copyExample(label, edit))),
  );

  test('with moduleIds: natural instead, the same added module renames vendors too', async () => {
    const natural = (dir: string) => {
      const config = path.join(dir, 'webpack.config.js');
      const source = fs.readFileSync(config, 'utf8');
      expect(source).toContain('  optimization: {\n');
      fs.writeFileSync(
        config,
        source.replace('  optimization: {\n', "  optimization: {\n    moduleIds: 'natural',\n"),
      );
    };
    const before = namesByChunk(await buildExample(copyExample('natural-before', natural)));
    const after = namesByChunk(
      await buildExample(
        copyExample('natural-after', (dir) => {
          natural(dir);
          CACHING_EDITS.addModule(dir);
        }),
      ),
    );
    expect(after.vendors).not.toBe(before.vendors);
  });

  test('without the vendors cache group, clsx stays in main and no vendors chunk is emitted', async () => {
    const withoutVendors = namesByChunk(
      await buildExample(
        copyExample('no-vendors', (dir) => {
          const config = path.join(dir, 'webpack.config.js');
          const source = fs.readFileSync(config, 'utf8');
          const start = source.indexOf('    splitChunks: {');
          const end = source.indexOf('\n    },\n', start) + '\n    },\n'.length;
          expect(start).toBeGreaterThan(0);
          fs.writeFileSync(config, source.slice(0, start) + source.slice(end));
        }),
      ),
    );
    expect(Object.keys(withoutVendors).sort()).toEqual(['main', 'runtime']);
  });
});
