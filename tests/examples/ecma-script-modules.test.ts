import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildExample, type ExampleBuild } from '../helpers/build-example';
import { copyExample, type ExampleCopy } from '../helpers/example-copy';

/** Imports the built library in a real Node.js ES module and prints what the script returns as JSON. */
function importInNode(build: ExampleBuild, body: string): unknown {
  const url = pathToFileURL(path.join(build.outputPath, 'index.mjs')).href;
  const script = `const lib = await import(${JSON.stringify(url)});\nconsole.log(JSON.stringify(await (async () => { ${body} })()));`;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    encoding: 'utf8',
    stdio: 'pipe',
  });
  return JSON.parse(out) as unknown;
}

describe('examples/ecma-script-modules', () => {
  let build: ExampleBuild;
  beforeAll(async () => {
    build = await buildExample('ecma-script-modules');
  }, 60_000);

  it('emits ES module files: the entry and the lazy chunk', () => {
    expect(build.files).toEqual(['glossary.mjs', 'index.mjs']);
    const info = build.stats.toJson({ all: false, assets: true }).assets ?? [];
    for (const asset of info) expect(asset.info.javascriptModule).toBe(true);
  });

  it('writes real export statements and loads the chunk with import()', () => {
    const code = build.read('index.mjs');
    expect(code).toMatch(/export\s*\{[^}]*\bas loadGlossary\b[^}]*\bas makeLink\b[^}]*\};?\s*$/);
    expect(code).toContain('import("./glossary.mjs")');
    expect(code).not.toMatch(/^\(\(\)=>\{/); // not wrapped in a classic-script IIFE
    expect(build.read('glossary.mjs')).toMatch(/^export\s/);
  });

  it('runs as an ES module in Node.js, including the lazy chunk', () => {
    expect(
      importInNode(
        build,
        'return { names: Object.keys(lib).sort(), link: lib.makeLink(" Hello, ESM world! "), glossary: await lib.loadGlossary() };',
      ),
    ).toEqual({
      names: ['loadGlossary', 'makeLink'],
      link: { title: ' Hello, ESM world! ', href: '/posts/hello-esm-world/' },
      glossary: {
        chunk: 'A group of modules that webpack emits as one file.',
        entry: 'The module where webpack starts building the dependency graph.',
      },
    });
  });

  describe('"type": "module" makes the sources strict ES modules', () => {
    let copy: ExampleCopy;
    beforeEach(() => {
      copy = copyExample('ecma-script-modules');
    });
    afterEach(() => copy.remove());

    const edit = (file: string, from: string, to: string) => {
      const before = copy.read(file);
      expect(before).toContain(from);
      copy.write(file, before.replace(from, to));
    };

    it('rejects an import without a file extension', async () => {
      edit('src/index.js', "'./slugify.js'", "'./slugify'");
      await expect(buildExample(copy.name)).rejects.toThrow(
        /Can't resolve '\.\/slugify'[\s\S]*Did you mean 'slugify\.js'\?[\s\S]*fully specified/,
      );
    }, 60_000);

    it('accepts it again with resolve.fullySpecified: false on a rule', async () => {
      edit('src/index.js', "'./slugify.js'", "'./slugify'");
      edit(
        'webpack.config.js',
        "  entry: './src/index.js',\n",
        "  entry: './src/index.js',\n  module: { rules: [{ test: /\\.js$/, resolve: { fullySpecified: false } }] },\n",
      );
      const relaxed = await buildExample(copy.name);
      expect(relaxed.files).toContain('index.mjs');
    }, 60_000);

    it('leaves require() alone instead of bundling it, so it fails when the code runs', async () => {
      copy.write(
        'src/legacy.js',
        "export const legacySlugify = require('./slugify.js').slugify;\n",
      );
      edit(
        'src/index.js',
        "import { slugify } from './slugify.js';\n",
        "import { slugify } from './slugify.js';\nexport { legacySlugify } from './legacy.js';\n",
      );
      const withRequire = await buildExample(copy.name);
      expect(withRequire.read('index.mjs')).toContain('require("./slugify.js")');
      expect(() => importInNode(withRequire, 'return lib.legacySlugify;')).toThrow(
        /require is not defined/,
      );
    }, 60_000);
  });
});
