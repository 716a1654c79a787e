/**
 * Reading what an example's build wrote: the scripts its HTML page loads, a bundle's inline
 * source map, and the development guide's checks that hold for both docs versions.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createBrowserSandbox } from './browser-sandbox';

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
