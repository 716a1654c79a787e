/**
 * Reading what an example's build wrote: the scripts its HTML page loads, a bundle's inline
 * source map, and the development guide's checks that hold for both docs versions.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createBrowserSandbox, type BrowserSandbox } from './browser-sandbox';
import type { ExampleBuild } from './build-example';

/** The `src` of each `<script>` of an HTML page, in order. */
export function scriptSources(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*\bsrc="?([^"\s>]+)"?/g)].map((m) => m[1]!);
}

export interface InlineSourceMap {
  sources: string[];
  sourcesContent: string[];
}

/** The source map a bundle carries as a data URL at its end (`devtool: 'inline-source-map'`). */
export function inlineSourceMap(code: string): InlineSourceMap {
  const match =
    /\/\/# sourceMappingURL=data:application\/json;charset=utf-8;base64,([A-Za-z0-9+/=]+)\s*$/.exec(
      code,
    );
  if (!match) throw new Error('no inline source map at the end of the bundle');
  return JSON.parse(Buffer.from(match[1]!, 'base64').toString('utf8')) as InlineSourceMap;
}

interface DevelopmentBuild {
  outputPath: string;
  stats: { compilation: { options: { mode?: string } } };
  files: string[];
  read(file: string): string;
}

/**
 * The development guide's example build, as both docs versions describe it: development mode,
 * a runtime chunk loaded first, inline source maps holding the original source, and both entry
 * points running on one page.
 * @param version the docs version ('5' or '4'); webpack 4 names sources `webpack:///./src/…`
 * @param build the example's build (after `beforeAll`) and the folder of its sources
 */
export function developmentBuildTests(
  version: '5' | '4',
  build: () => { build: DevelopmentBuild; sourceDir: string },
): void {
  test('builds in development mode with a separate runtime chunk, loaded first by index.html', () => {
    const { build: out } = build();
    expect(out.stats.compilation.options.mode).toBe('development');
    expect(out.files).toEqual([
      'footer.bundle.js',
      'index.bundle.js',
      'index.html',
      'runtime.bundle.js',
    ]);
    expect(scriptSources(out.read('index.html'))).toEqual([
      'runtime.bundle.js',
      'index.bundle.js',
      'footer.bundle.js',
    ]);
  });

  test('inline-source-map: the bundle ends with a data-URL source map holding the original source; no .map files', () => {
    const { build: out, sourceDir } = build();
    const map = inlineSourceMap(out.read('index.bundle.js'));
    const isFormat = (source: string) =>
      version === '4' ? source === 'webpack:///./src/format.js' : source.endsWith('/src/format.js');
    const index = map.sources.findIndex(isFormat);
    expect(index).toBeGreaterThanOrEqual(0);
    expect(map.sourcesContent[index]).toBe(
      fs.readFileSync(path.join(sourceDir, 'src/format.js'), 'utf8'),
    );
    expect(out.files.filter((file) => file.endsWith('.map'))).toEqual([]);
  });

  test('with the shared runtime, both entry points run on one page', () => {
    const { build: out } = build();
    const page = createBrowserSandbox(out);
    for (const src of scriptSources(out.read('index.html'))) page.runScript(src);
    expect(
      page.document.body.children
        .filter((element) => element.tagName !== 'SCRIPT')
        .map((element) => element.textContent),
    ).toEqual([
      'Output management',
      'This page loads 2 bundles: index.bundle.js, footer.bundle.js.',
      'The footer comes from a second entry point.',
    ]);
  });
}

/** What webpack names the dependency-management example's modules and chunks, per version. */
const DEPENDENCY_MANAGEMENT = {
  '5': {
    syncContext: './src/greetings/ sync nonrecursive \\.js$',
    lazyContext:
      './src/greetings/ lazy ^\\.\\/.*\\.js$ referencedExports: default namespace object',
    // webpack 5 names a lazy chunk after its module; other files may sit beside them.
    files: expect.arrayContaining([
      'context.js',
      'expression.js',
      'src_greetings_en_js.js',
      'src_greetings_fr_js.js',
    ]) as unknown,
    frenchChunk: 'src_greetings_fr_js.js',
  },
  '4': {
    syncContext: './src/greetings sync nonrecursive \\.js$',
    lazyContext: './src/greetings lazy ^\\.\\/.*\\.js$ namespace object',
    // webpack 4 numbers lazy chunks, and the build holds nothing else.
    files: ['0.js', '1.js', 'context.js', 'expression.js'] as unknown,
    frenchChunk: '1.js',
  },
};

/**
 * The dependency management guide's example, as both docs versions describe it: require.context()
 * becomes a synchronous context module of the matching files, and import() with a template
 * literal a lazy context module with one chunk per file, loaded only for the language needed.
 * @param version the docs version ('5' or '4')
 * @param build the example's build and its module names (after `beforeAll`)
 */
export function dependencyManagementTests(
  version: '5' | '4',
  build: () => {
    build: Pick<ExampleBuild, 'outputPath' | 'files' | 'read'>;
    moduleNames: string[];
  },
): void {
  const expected = DEPENDENCY_MANAGEMENT[version];

  test('require.context is a synchronous context module with the matching files only', () => {
    const { moduleNames } = build();
    expect(moduleNames).toContain(expected.syncContext);
    expect(moduleNames).toEqual(
      expect.arrayContaining(['./src/greetings/en.js', './src/greetings/fr.js']),
    );
    // README.md sits in the same folder but does not match /\.js$/.
    expect(moduleNames.some((name) => name.includes('README'))).toBe(false);
  });

  test('keys() lists the matched files, and each loads synchronously', () => {
    const page = createBrowserSandbox(build().build);
    page.runScript('context.js');
    expect(page.logs).toEqual([
      ['Languages:', './en.js, ./fr.js'],
      ['Hello, webpack!'],
      ['Bonjour, webpack !'],
    ]);
  });

  test('import() with a template literal is a lazy context module, one chunk per file', async () => {
    const { build: out, moduleNames } = build();
    expect(moduleNames).toContain(expected.lazyContext);
    expect(out.files).toEqual(expected.files);
    expect(out.read('expression.js')).not.toContain('Bonjour');

    const page = createBrowserSandbox(out);
    (page.window.navigator as { language: string }).language = 'fr-FR';
    page.runScript('expression.js');
    await page.settle();
    expect(page.logs).toEqual([['Bonjour, webpack !']]);
    expect(page.loadedScripts).toEqual(
      ['expression.js', expected.frenchChunk].map((f) => `http://localhost/${f}`),
    );
  });
}

/** The text the public-path example's lazy chunk shows, in both docs versions. */
export const PUBLIC_PATH_HELP = 'The logo and this text were loaded from the public path.';

/** The public-path example's emitted logo (its name carries a hash). */
export const svgOf = (build: Pick<ExampleBuild, 'files'>) =>
  build.files.find((f) => f.endsWith('.svg'))!;

/** Runs the public-path example's main.js, clicks Help and returns what the page ended up with. */
export async function visitPublicPathPage(page: BrowserSandbox, mainSrc = 'main.js') {
  page.runScript(mainSrc);
  const [img, button] = page.document.body.children;
  button!.click();
  await page.settle();
  const help = page.document.body.children.find((el) => el.tagName === 'P');
  return { logo: img!.src, scripts: page.loadedScripts, help: help?.textContent };
}

/**
 * What both docs versions say of the public-path example built with a CDN URL as its public path:
 * the logo and the lazy chunk come from that URL, whatever the page's own address.
 * @param build the CDN build (after `beforeAll`)
 * @param cdn the public path it was built with
 */
export function cdnPublicPathTest(
  build: () => Pick<ExampleBuild, 'outputPath' | 'files'>,
  cdn: string,
): void {
  test('loads the logo and the lazy chunk from that URL, wherever the page is', async () => {
    const page = createBrowserSandbox(build(), {
      baseUrl: 'https://www.example.com/',
      assetHosts: [cdn],
    });
    expect(await visitPublicPathPage(page, `${cdn}main.js`)).toEqual({
      logo: `${cdn}${svgOf(build())}`,
      scripts: [`${cdn}main.js`, `${cdn}help.js`],
      help: PUBLIC_PATH_HELP,
    });
  });
}

/**
 * What both docs versions say of the public-path example's runtime variant: the assignment to
 * __webpack_public_path__ becomes the runtime's public path, and the logo and the lazy chunk
 * follow the value the page sets.
 * @param build the runtime variant's build (after `beforeAll`)
 */
export function runtimePublicPathTests(
  build: () => Pick<ExampleBuild, 'outputPath' | 'files' | 'read'>,
): void {
  const staticHost = 'https://static.example.com/build-42/';

  test('compiles the assignment into the runtime public path variable', () => {
    expect(build().read('main.js')).toMatch(/\.p=window\.ASSET_BASE_URL/);
  });

  test('uses the value the page sets at run time for the logo and the chunk', async () => {
    const page = createBrowserSandbox(build(), {
      baseUrl: 'https://www.example.com/',
      assetHosts: [staticHost],
      globals: { ASSET_BASE_URL: staticHost },
    });
    expect(await visitPublicPathPage(page)).toEqual({
      logo: `${staticHost}${svgOf(build())}`,
      scripts: ['https://www.example.com/main.js', `${staticHost}help.js`],
      help: PUBLIC_PATH_HELP,
    });
  });
}

/** Maps chunk name → emitted file name, e.g. { main: 'main.2e9a….js' }, from v5 or v4 stats. */
export function namesByChunk(build: {
  stats: { toJson(options: object): { assetsByChunkName?: Record<string, string | string[]> } };
}): Record<string, string> {
  const byChunk = build.stats.toJson({ all: false, assets: true }).assetsByChunkName ?? {};
  return Object.fromEntries(
    Object.entries(byChunk).map(([chunk, files]) => [
      chunk,
      Array.isArray(files) ? files[0]! : files,
    ]),
  );
}

/** Edits to a copy of the caching example (the same sources in both docs versions). */
export const CACHING_EDITS = {
  /** Changes the text of your own module src/status.js. */
  changeStatus(dir: string) {
    const file = path.join(dir, 'src/status.js');
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('You are online.', 'Connected.'));
  },
  /** Adds a CommonJS module (module concatenation cannot merge it: it gets a module id of its own). */
  addModule(dir: string) {
    fs.writeFileSync(path.join(dir, 'src/aaa-first.js'), "exports.label = 'Status';\n");
    const index = path.join(dir, 'src/index.js');
    fs.writeFileSync(
      index,
      "import { label } from './aaa-first.js';\n" +
        fs.readFileSync(index, 'utf8') +
        'badge.title = label;\n',
    );
  },
};

/**
 * What both docs versions' caching guides say happens after an edit: changing your own module
 * renames main only, and adding a module leaves the vendors name alone (deterministic module ids
 * in webpack 5, `moduleIds: 'hashed'` in webpack 4).
 * @param buildEdited builds a copy of the example (`label` names the copy) with `edit` applied and
 *   returns its chunk → file map
 */
export function cachingEditTests(
  buildEdited: (label: string, edit: (dir: string) => void) => Promise<Record<string, string>>,
): void {
  let baseline: Record<string, string>;

  beforeAll(async () => {
    baseline = await buildEdited('baseline', () => {});
  });

  test('changing your own module renames main only; runtime and vendors keep their names', async () => {
    const edited = await buildEdited('edited', CACHING_EDITS.changeStatus);
    expect(edited.main).not.toBe(baseline.main);
    expect(edited.vendors).toBe(baseline.vendors);
    expect(edited.runtime).toBe(baseline.runtime);
  });

  test('adding a module to your code leaves the vendors name unchanged (stable module ids)', async () => {
    const added = await buildEdited('added-module', CACHING_EDITS.addModule);
    expect(added.main).not.toBe(baseline.main);
    expect(added.vendors).toBe(baseline.vendors);
  });
}
