import { buildExample, type ExampleBuild } from '../helpers/build-example';
import { createBrowserSandbox } from '../helpers/browser-sandbox';
import { copyExample, type ExampleCopy } from '../helpers/example-copy';

interface RawSourceMap {
  sources: string[];
  sourcesContent?: string[];
}

function inlineSourceMap(code: string): RawSourceMap {
  const m =
    /\/\/# sourceMappingURL=data:application\/json;charset=utf-8;base64,([A-Za-z0-9+/=]+)/.exec(
      code,
    );
  expect(m).not.toBeNull();
  return JSON.parse(Buffer.from(m![1]!, 'base64').toString('utf8')) as RawSourceMap;
}

describe('examples/typescript', () => {
  let build: ExampleBuild;
  beforeAll(async () => {
    build = await buildExample('typescript');
  }, 120_000);

  it('compiles the .ts entry and its .ts import to JavaScript', () => {
    const code = build.read('bundle.js');
    expect(code).toContain('function formatDuration(totalSeconds) {');
    expect(code).not.toContain('totalSeconds: number');
    expect(code).not.toMatch(/\binterface Track\b/);
    const names = (build.stats.toJson({ all: false, modules: true }).modules ?? []).map(
      (m) => m.name,
    );
    expect(names).toEqual(
      expect.arrayContaining(['./src/index.ts', './src/duration.ts', './src/play.svg']),
    );
  });

  it('runs, and the .svg import declared in assets.d.ts resolves to the emitted file', () => {
    const svg = build.files.find((f) => f.endsWith('.svg'));
    expect(svg).toMatch(/^[0-9a-f]{20}\.svg$/);
    const page = createBrowserSandbox(build);
    page.runScript('bundle.js');
    expect(page.logs).toEqual([['Intro (1:35)'], ['Main theme (4:01)']]);
    const img = page.document.body.children.find((el) => el.tagName === 'IMG')!;
    expect(img.src).toBe(`http://localhost/${svg}`);
  });

  it('maps the output back to the TypeScript sources', () => {
    const map = inlineSourceMap(build.read('bundle.js'));
    const index = map.sources.findIndex((s) => s.endsWith('src/index.ts'));
    expect(index).toBeGreaterThan(-1);
    expect(map.sourcesContent?.[index]).toContain('const playlist: Track[] = [');
  });

  describe('type checking', () => {
    let copy: ExampleCopy;
    beforeAll(() => {
      copy = copyExample('typescript');
    });
    afterAll(() => copy.remove());

    it('fails the build on a type error', async () => {
      const source = copy.read('src/index.ts');
      copy.write(
        'src/index.ts',
        source.replace('formatDuration(track.seconds)', 'formatDuration(track.title)'),
      );
      await expect(buildExample(copy.name)).rejects.toThrow(
        /TS2345: Argument of type 'string' is not assignable to parameter of type 'number'/,
      );
    }, 120_000);

    it('fails on the .svg import when no declaration tells TypeScript what it is', async () => {
      copy.write(
        'src/index.ts',
        copy
          .read('src/index.ts')
          .replace('formatDuration(track.title)', 'formatDuration(track.seconds)'),
      );
      copy.write('src/assets.d.ts', '');
      await expect(buildExample(copy.name)).rejects.toThrow(
        /TS2307: Cannot find module '\.\/play\.svg'/,
      );
    }, 120_000);
  });
});
