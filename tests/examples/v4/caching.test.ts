/**
 * versioned_docs/version-4/guides/caching.md: [contenthash] names, one runtime
 * chunk, node_modules in a vendors chunk, and optimization.moduleIds: 'hashed'
 * (webpack 4.16+), so an edit renames only the chunk that changed and adding a
 * module to your code leaves the vendors file name alone. Without 'hashed',
 * webpack 4's production mode numbers modules by order and the vendors name
 * changes too.
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildExample4, prepareV4Example, type ExampleBuild4 } from '../../helpers/build-example';
import { openPage } from '../../helpers/browser-sandbox';
import { readExamplePackage, unsatisfiedRanges } from '../../helpers/example-package';
import {
  CACHING_EDITS,
  cachingEditTests,
  namesByChunk,
  scriptSources,
} from '../../helpers/example-output';

jest.setTimeout(60_000);

const NAME = 'v4/caching';

/** A copy of the example with `edit` applied, built; its chunk → file map. */
async function buildEdited(edit: (dir: string) => void): Promise<Record<string, string>> {
  const dir = prepareV4Example(NAME);
  edit(dir);
  return namesByChunk(await buildExample4(NAME, { dir }));
}

const withoutHashedIds = (dir: string) => {
  const config = path.join(dir, 'webpack.config.js');
  const source = fs.readFileSync(config, 'utf8');
  expect(source).toContain("    moduleIds: 'hashed',\n");
  fs.writeFileSync(config, source.replace("    moduleIds: 'hashed',\n", ''));
};

describe('v4 caching example as written', () => {
  let build: ExampleBuild4;
  let names: Record<string, string>;

  beforeAll(async () => {
    build = await buildExample4(NAME);
    names = namesByChunk(build);
  });

  test('emits runtime, vendors and main with a 20-character content hash, and index.html', () => {
    expect(Object.keys(names).sort()).toEqual(['main', 'runtime', 'vendors']);
    for (const [chunk, file] of Object.entries(names))
      expect(file).toMatch(new RegExp(`^${chunk}\\.[0-9a-f]{20}\\.js$`));
    expect(build.files).toEqual([...Object.values(names), 'index.html'].sort());
  });

  test('clsx from node_modules is in vendors, your modules in main; module ids are 4-character hashes', () => {
    const chunks =
      build.stats.toJson({ all: false, chunks: true, chunkModules: true }).chunks ?? [];
    const modulesOf = (name: string) =>
      chunks.find((chunk) => chunk.names.includes(name))?.modules ?? [];
    expect(modulesOf('vendors').map((m) => m.name)).toEqual([
      expect.stringContaining('node_modules/clsx/'),
    ]);
    expect(modulesOf('main').some((m) => m.name.includes('node_modules'))).toBe(false);
    for (const m of [...modulesOf('main'), ...modulesOf('vendors')])
      expect(String(m.id)).toMatch(/^[A-Za-z0-9+/=]{4}$/);
  });

  test('index.html loads runtime, vendors and main by their hashed names, and the page works', async () => {
    const scripts = scriptSources(build.read('index.html'));
    expect(scripts).toEqual([names.runtime, names.vendors, names.main]);
    const page = await openPage(build, scripts);
    expect(page.document.body.querySelector('p')?.className).toBe('status status-online');
  });

  test('a second build without changes produces the same file names', async () => {
    expect((await buildExample4(NAME)).files).toEqual(build.files);
  });

  test('package.json ranges match the installed packages', () => {
    const pkg = readExamplePackage(NAME);
    expect(
      unsatisfiedRanges({ ...pkg.dependencies, ...pkg.devDependencies }, { webpack: 4 }),
    ).toEqual([]);
  });
});

describe('v4 caching example after edits', () => {
  cachingEditTests((_label, edit) => buildEdited(edit));

  test("without it (webpack 4's numeric ids by order), the same added module renames vendors too", async () => {
    const before = await buildEdited(withoutHashedIds);
    const after = await buildEdited((dir) => {
      withoutHashedIds(dir);
      CACHING_EDITS.addModule(dir);
    });
    expect(after.vendors).not.toBe(before.vendors);
    expect(after.main).not.toBe(before.main);
    expect(after.runtime).toBe(before.runtime);
  });
});
