/**
 * The loader and the plugin on /contribute/writing-a-loader/ and
 * /contribute/writing-a-plugin/ are real code: the files live under
 * examples/<page-slug>/, these tests build them with the installed webpack,
 * and they check that every file the page shows is the fixture, byte for byte.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import webpack from 'webpack';
import {
  extractCodeFences,
  parseMarkdown,
  type CodeFence,
} from '../../plugins/content-model/lib/markdown';
import { buildExample, EXAMPLES_DIR } from '../helpers/build-example';

// Two tests build with real webpack: on a busy 2-core machine the first build took over 5 s.
jest.setTimeout(60_000);

const DOCS_DIR = path.resolve(__dirname, '../../docs/contribute');

function pageFences(slug: string): CodeFence[] {
  const source = fs.readFileSync(path.join(DOCS_DIR, `${slug}.md`), 'utf8');
  return extractCodeFences(parseMarkdown(source).body);
}

function isPartial(fence: CodeFence): boolean {
  return /(^|\s)partial(\s|$)/.test(fence.meta);
}

function readFixture(slug: string, file: string): string {
  return fs.readFileSync(path.join(EXAMPLES_DIR, slug, file), 'utf8').replace(/\n$/, '');
}

/** Runs a bundle in a fresh context and returns what it logged. */
function runBundle(code: string): string[] {
  const logs: string[] = [];
  vm.runInNewContext(code, {
    console: { log: (...args: unknown[]) => logs.push(args.map(String).join(' ')) },
  });
  return logs;
}

const tempDirs: string[] = [];
afterAll(() => {
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** Compiles a throwaway project written to a temporary directory. */
function compileTemp(
  files: Record<string, string>,
  makeConfig: (dir: string) => webpack.Configuration,
): Promise<{ error?: Error; stats?: webpack.Stats; dir: string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'contribute-fixture-'));
  tempDirs.push(dir);
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), content);
  }
  return new Promise((resolve) => {
    try {
      webpack(
        { context: dir, infrastructureLogging: { level: 'error' }, ...makeConfig(dir) },
        (err, stats) => resolve({ error: err ?? undefined, stats: stats ?? undefined, dir }),
      );
    } catch (error) {
      resolve({ error: error as Error, dir });
    }
  });
}

const LOADER = path.join(EXAMPLES_DIR, 'writing-a-loader/loaders/properties-loader.js');
const PLUGIN = path.join(EXAMPLES_DIR, 'writing-a-plugin/plugins/build-report-plugin.js');

const SHOWN_FILES: Record<string, string[]> = {
  'writing-a-loader': [
    'loaders/properties-loader.js',
    'src/index.js',
    'src/settings.properties',
    'webpack.config.js',
  ],
  // The plugin page's webpack.config.js requires a local file, so it is marked `partial`; checked separately below.
  'writing-a-plugin': ['plugins/build-report-plugin.js', 'src/greet.js', 'src/index.js'],
};

describe.each(Object.keys(SHOWN_FILES))(
  'docs/contribute/%s.md shows the files of its example',
  (slug) => {
    const fences = pageFences(slug);
    const fileFences = fences.filter((fence) => fence.title && !isPartial(fence));

    it('shows every fixture file as a complete (non-partial) file', () => {
      expect(fileFences.map((fence) => fence.title)).toEqual(
        expect.arrayContaining(SHOWN_FILES[slug]!),
      );
    });

    it.each(fileFences.map((fence) => [fence.title!, fence] as const))(
      '%s equals the fixture file',
      (title, fence) => {
        const fixture = path.join(EXAMPLES_DIR, slug, title);
        expect(fs.existsSync(fixture)).toBe(true);
        expect(fence.code).toBe(readFixture(slug, title));
      },
    );

    it('gives every fence a language', () => {
      for (const fence of fences) expect(fence.lang).not.toBe('');
    });
  },
);

describe('writing-a-loader: properties-loader', () => {
  it('builds the example and the bundle prints the parsed values', async () => {
    const build = await buildExample('writing-a-loader');
    expect(build.files).toContain('main.js');
    expect(build.stats.hasWarnings()).toBe(false);
    expect(runBundle(build.read('main.js'))).toEqual([
      'Weekly report: 3 retries, dark theme',
      'number',
    ]);
  });

  const settings = '# comment\nname = demo\ncount = 12\n\nbroken line\nratio: 0.5\n';
  const entry = "import s from './s.properties';\nconsole.log(JSON.stringify(s));\n";
  const config =
    (options: Record<string, unknown>) =>
    (dir: string): webpack.Configuration => ({
      mode: 'none',
      entry: './index.js',
      output: { path: path.join(dir, 'dist'), filename: 'main.js' },
      module: { rules: [{ test: /\.properties$/, use: { loader: LOADER, options } }] },
    });

  it('keeps values as strings unless parseNumbers is set, and warns about lines without the separator', async () => {
    const { error, stats, dir } = await compileTemp(
      { 'index.js': entry, 's.properties': settings },
      config({}),
    );
    expect(error).toBeUndefined();
    expect(stats!.hasErrors()).toBe(false);
    const warnings = stats!.toJson({ all: false, warnings: true }).warnings ?? [];
    expect(warnings.map((w) => w.message).join('\n')).toMatch(
      /Line 5 has no "=" and was skipped: broken line/,
    );
    const logged = runBundle(fs.readFileSync(path.join(dir, 'dist/main.js'), 'utf8'));
    expect(JSON.parse(logged[0]!)).toEqual({ name: 'demo', count: '12' });
  });

  it('honours the separator and parseNumbers options', async () => {
    const { error, stats, dir } = await compileTemp(
      { 'index.js': entry, 's.properties': 'ratio: 0.5\nlabel: a=b\n' },
      config({ separator: ':', parseNumbers: true }),
    );
    expect(error).toBeUndefined();
    expect(stats!.hasErrors()).toBe(false);
    expect(stats!.hasWarnings()).toBe(false);
    const logged = runBundle(fs.readFileSync(path.join(dir, 'dist/main.js'), 'utf8'));
    expect(JSON.parse(logged[0]!)).toEqual({ ratio: 0.5, label: 'a=b' });
  });

  it('rejects unknown options through this.getOptions(schema)', async () => {
    const { stats } = await compileTemp(
      { 'index.js': entry, 's.properties': settings },
      config({ seperator: ':' }),
    );
    expect(stats!.hasErrors()).toBe(true);
    const message = stats!.toString({ all: false, errors: true });
    expect(message).toMatch(
      /Properties Loader has been initialized using an options object that does not match/,
    );
    expect(message).toMatch(/seperator/);
  });
});

describe('writing-a-plugin: BuildReportPlugin', () => {
  it('emits build-report.json listing each asset with its real size', async () => {
    const build = await buildExample('writing-a-plugin');
    expect(build.files).toContain('build-report.json');
    const bundles = build.files.filter((file) => /^main\.[0-9a-f]+\.js$/.test(file));
    expect(bundles).toHaveLength(1);
    const report = JSON.parse(build.read('build-report.json')) as {
      assets: { name: string; size: number }[];
    };
    expect(report.assets).toEqual([
      { name: bundles[0], size: Buffer.byteLength(build.read(bundles[0]!)) },
    ]);
    expect(runBundle(build.read(bundles[0]!))).toEqual(['Hello, webpack!']);
  });

  it('uses the filename option and defaults to build-report.json', async () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const BuildReportPlugin = require(PLUGIN) as new (
      options?: object,
    ) => webpack.WebpackPluginInstance;
    const files = { 'index.js': 'console.log(1);\n' };
    const base = (dir: string): webpack.Configuration => ({
      mode: 'development',
      devtool: false,
      entry: './index.js',
      output: { path: path.join(dir, 'dist') },
    });
    const named = await compileTemp(files, (dir) => ({
      ...base(dir),
      plugins: [new BuildReportPlugin({ filename: 'reports/sizes.json' })],
    }));
    expect(named.error).toBeUndefined();
    expect(fs.existsSync(path.join(named.dir, 'dist/reports/sizes.json'))).toBe(true);
    expect(fs.existsSync(path.join(named.dir, 'dist/build-report.json'))).toBe(false);

    const unnamed = await compileTemp(files, (dir) => ({
      ...base(dir),
      plugins: [new BuildReportPlugin()],
    }));
    expect(unnamed.error).toBeUndefined();
    const report = JSON.parse(
      fs.readFileSync(path.join(unnamed.dir, 'dist/build-report.json'), 'utf8'),
    ) as {
      assets: { name: string }[];
    };
    expect(report.assets.map((asset) => asset.name)).toEqual(['main.js']);
  });

  it('validates its options with the schema', async () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const BuildReportPlugin = require(PLUGIN) as new (
      options?: object,
    ) => webpack.WebpackPluginInstance;
    const result = await compileTemp({ 'index.js': 'console.log(1);\n' }, (dir) => ({
      mode: 'development',
      entry: './index.js',
      output: { path: path.join(dir, 'dist') },
      plugins: [new BuildReportPlugin({ filename: 42 })],
    }));
    expect(result.error?.message).toMatch(
      /Build Report Plugin has been initialized using an options object/,
    );
    expect(result.error?.message).toMatch(/options\.filename should be a (non-empty )?string/);
  });

  it('keeps the config on the page (partial only because it requires a local file) equal to the fixture', () => {
    const configFence = pageFences('writing-a-plugin').find(
      (fence) => fence.title === 'webpack.config.js',
    );
    expect(configFence).toBeDefined();
    expect(configFence!.code).toBe(readFixture('writing-a-plugin', 'webpack.config.js'));
  });
});
