/**
 * versioned_docs/version-4/guides/typescript.md: ts-loader 8 compiles the
 * TypeScript example for webpack 4 (target es2019, so the ES2020 syntax in the
 * code is rewritten before webpack 4's parser sees it), file-loader 6 emits the
 * SVG, and a type error fails the build with ts-loader's TS2345 message.
 */
import {
  buildExample4,
  editExampleFile,
  prepareV4Example,
  type ExampleBuild4,
} from '../../helpers/build-example';
import { createBrowserSandbox } from '../../helpers/browser-sandbox';
import { readExamplePackage, unsatisfiedRanges } from '../../helpers/example-package';

jest.setTimeout(90_000);

const NAME = 'v4/typescript';

describe('v4 typescript', () => {
  let build: ExampleBuild4;
  let svg: string;

  beforeAll(async () => {
    build = await buildExample4(NAME);
    svg = build.files.find((file) => file.endsWith('.svg'))!;
  });

  test('emits bundle.js and the SVG under its content hash; the modules are the .ts files', () => {
    expect(build.files).toEqual([svg, 'bundle.js'].sort());
    expect(svg).toMatch(/^[0-9a-f]{32}\.svg$/);
    const modules = (build.stats.toJson({ all: false, modules: true }).modules ?? [])
      .map((m) => m.name)
      .sort();
    expect(modules).toEqual(['./src/duration.ts', './src/index.ts', './src/play.svg']);
  });

  test('the es2019 target rewrote ?. and ?? before webpack parsed the code', () => {
    const code = build.read('bundle.js');
    expect(code).not.toContain('?.title');
    expect(code).toContain('Longer than ten minutes');
  });

  test('the bundle logs the playlist and adds the icon', () => {
    const page = createBrowserSandbox(build);
    page.runScript('bundle.js');
    expect(page.logs).toEqual([
      ['Intro (1:35)'],
      ['Main theme (4:01)'],
      ['Longer than ten minutes: none'],
    ]);
    expect(page.document.body.querySelector('img')?.src).toBe(svg);
  });

  test('package.json ranges match the installed packages', () => {
    expect(unsatisfiedRanges(readExamplePackage(NAME).devDependencies, { webpack: 4 })).toEqual([]);
  });

  test('a type error stops the build with TS2345', async () => {
    const dir = prepareV4Example(NAME);
    editExampleFile(
      dir,
      'src/index.ts',
      'formatDuration(track.seconds)',
      'formatDuration(track.title)',
    );
    await expect(buildExample4(NAME, { dir })).rejects.toThrow(
      "TS2345: Argument of type 'string' is not assignable to parameter of type 'number'.",
    );
  });
});
