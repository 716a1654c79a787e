/**
 * Builds the usage examples of the plugin pages that document webpack's
 * lower-level plugins (entry plugins, DLL helpers, LibraryTemplatePlugin,
 * JavascriptModulesPlugin) with the real webpack, and checks that the output
 * is what the page says it is.
 *
 * For each page the test writes the page's own `webpack.config.js` block and
 * every other block titled with a file path (`src/…`) into a temporary
 * directory, adds the source files the page only mentions, runs the build and
 * looks at the emitted files.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { loadPluginPages, rootRequire } from '../helpers/plugins-pages';
import type { PluginPage } from '../helpers/plugins-pages';

// Each test runs a real webpack build; on a busy machine one can take several seconds.
jest.setTimeout(60_000);

const pages = new Map(loadPluginPages().map((p) => [p.slug, p]));

interface Built {
  dir: string;
  stats: webpack.Stats;
  /** Files under the project directory (not only output.path), relative and sorted. */
  files: string[];
  read(file: string): string;
}

function page(slug: string): PluginPage {
  const found = pages.get(slug);
  if (!found) throw new Error(`docs/plugins/${slug}.md is missing`);
  return found;
}

/** The `index`-th `webpack.config.js` block of a page (counting only blocks not marked partial). */
function configBlock(p: PluginPage, index: number): string {
  const blocks = p.fences.filter(
    (f) => f.title === 'webpack.config.js' && !/(^|\s)partial(\s|$)/.test(f.meta),
  );
  const block = blocks[index];
  if (!block) throw new Error(`${p.slug}.md has no webpack.config.js block #${index}`);
  return block.code;
}

async function build(
  slug: string,
  configIndex: number,
  extraFiles: Record<string, string>,
): Promise<Built> {
  const p = page(slug);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `plugin-page-${slug}-`));
  const files: Record<string, string> = { ...extraFiles };
  for (const fence of p.fences) {
    if (fence.title && fence.title.startsWith('src/')) files[fence.title] = fence.code;
  }
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  const module = { exports: {} as unknown };
  const code = configBlock(p, configIndex);
  new Function('module', 'exports', 'require', '__dirname', '__filename', code)(
    module,
    module.exports,
    rootRequire,
    dir,
    path.join(dir, 'webpack.config.js'),
  );
  const config = module.exports as webpack.Configuration;
  const stats = await new Promise<webpack.Stats>((resolve, reject) => {
    const compiler = webpack({
      ...config,
      context: config.context ?? dir,
      output: { path: path.join(dir, 'dist'), ...config.output },
      infrastructureLogging: { level: 'none' },
    });
    compiler.run((err, result) => {
      compiler.close(() => undefined);
      if (err) reject(err);
      else resolve(result!);
    });
  });
  const list: string[] = [];
  const walk = (rel: string) => {
    for (const entry of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const child = path.posix.join(rel, entry.name);
      if (entry.isDirectory()) walk(child);
      else list.push(child);
    }
  };
  walk('');
  return {
    dir,
    stats,
    files: list.sort(),
    read: (file) => fs.readFileSync(path.join(dir, file), 'utf8'),
  };
}

const built: Built[] = [];
const track = (b: Built) => {
  built.push(b);
  expect(b.stats.toJson({ all: false, errors: true }).errors ?? []).toEqual([]);
  return b;
};

afterAll(() => {
  for (const b of built) fs.rmSync(b.dir, { recursive: true, force: true });
});

describe('plugin pages: examples of the lower-level webpack plugins build as described', () => {
  it('EntryPlugin: the plugin adds health-check.js next to main.js', async () => {
    const b = track(await build('entry-plugin', 0, { 'src/index.js': 'console.log("app");\n' }));
    expect(b.files.filter((f) => f.startsWith('dist/'))).toEqual([
      'dist/health-check.js',
      'dist/main.js',
    ]);
    expect(b.read('dist/health-check.js')).toContain('health check loaded');
  });

  it('EntryPlugin: a plugin applying EntryPlugin with a filename emits worker.js', async () => {
    const b = track(await build('entry-plugin', 1, { 'src/index.js': 'console.log("app");\n' }));
    expect(b.files).toContain('dist/worker.js');
    expect(b.files).toContain('dist/main.js');
  });

  it('EntryPlugin: without options the entry chunk has no name and an id file name', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'entry-plugin-noname-'));
    fs.mkdirSync(path.join(dir, 'src'));
    fs.writeFileSync(path.join(dir, 'src/a.js'), 'console.log("a");\n');
    const stats = await new Promise<webpack.Stats>((resolve, reject) =>
      webpack(
        {
          mode: 'production',
          context: dir,
          entry: {},
          output: { path: path.join(dir, 'dist') },
          plugins: [new webpack.EntryPlugin(dir, './src/a.js')],
        },
        (err, result) => (err ? reject(err) : resolve(result!)),
      ),
    );
    const assets = stats.toJson({ all: false, assets: true }).assets!.map((a) => a.name);
    fs.rmSync(dir, { recursive: true, force: true });
    expect(assets).toHaveLength(1);
    expect(assets[0]).toMatch(/^\d+\.js$/);
  });

  it('DynamicEntryPlugin: every file in src/pages becomes an entry', async () => {
    const b = track(
      await build('dynamic-entry-plugin', 0, {
        'src/index.js': 'console.log("app");\n',
        'src/pages/contact.js': 'document.title = "Contact";\n',
      }),
    );
    expect(b.files.filter((f) => f.startsWith('dist/'))).toEqual([
      'dist/about.js',
      'dist/contact.js',
      'dist/main.js',
    ]);
  });

  it('EntryOptionPlugin: applyEntryOption adds the admin entry with its filename', async () => {
    const b = track(
      await build('entry-option-plugin', 0, {
        'src/index.js': 'console.log("app");\n',
        'src/admin.js': 'console.log("admin");\n',
      }),
    );
    expect(b.files.filter((f) => f.startsWith('dist/'))).toEqual([
      'dist/admin/admin.js',
      'dist/main.js',
    ]);
  });

  it('EntryOptionPlugin: the entry hook replaces what the admin entry imports', async () => {
    const b = track(
      await build('entry-option-plugin', 1, {
        'src/index.js': 'console.log("app");\n',
        'src/admin.js': 'console.log("admin page");\n',
        'src/admin-shell.js': 'console.log("admin shell");\n',
      }),
    );
    expect(b.read('dist/admin.js')).toContain('admin shell');
    expect(b.read('dist/admin.js')).not.toContain('admin page');
  });

  it('JavascriptModulesPlugin: renderModuleContent puts a comment naming the module in front of it', async () => {
    const b = track(
      await build('javascript-modules-plugin', 0, { 'src/index.js': 'console.log("app");\n' }),
    );
    expect(b.read('dist/main.js')).toContain('/* ./src/index.js */');
  });

  it('LibraryTemplatePlugin: the old and the new configuration emit the same UMD wrapper', async () => {
    const source = { 'src/index.js': 'export function greet() { return "hi"; }\n' };
    const old = track(await build('library-template-plugin', 0, source));
    const current = track(await build('library-template-plugin', 1, source));
    expect(old.read('dist/my-lib.js')).toContain('define("MyLib",[],');
    expect(old.read('dist/my-lib.js')).toContain('exports.MyLib=');
    expect(old.read('dist/my-lib.js')).toBe(current.read('dist/my-lib.js'));
  });

  it('DelegatedPlugin: the delegated module becomes a one-line stub reading the external', async () => {
    const b = track(
      await build('delegated-plugin', 0, {
        'src/format-date.js': 'export default (d) => d.toISOString();\n',
      }),
    );
    const code = b.read('dist/main.js');
    // The stub reads formatDate from the external module, which is `module.exports = sharedModules`.
    expect(code).toMatch(/exports=\w+\(\d+\)\.formatDate/);
    expect(code).toContain('exports=sharedModules');
    expect(code).not.toContain('toISOString');
  });

  it('LibManifestPlugin: writes dist/vendor.manifest.json with name, type and the entry module', async () => {
    const b = track(
      await build('lib-manifest-plugin', 0, {
        'src/vendor.js': 'export function greet() { return "hi"; }\n',
      }),
    );
    const manifest = JSON.parse(b.read('dist/vendor.manifest.json')) as {
      name: string;
      type: string;
      content: Record<string, { id: unknown; exports?: string[] }>;
    };
    expect(manifest.name).toBe('vendor_lib');
    expect(manifest.type).toBe('var');
    expect(Object.keys(manifest.content)).toEqual(['./src/vendor.js']);
    expect(manifest.content['./src/vendor.js']!.exports).toEqual(['greet']);
    // Written with two-space indentation (format: true).
    expect(b.read('dist/vendor.manifest.json')).toMatch(/^\{\n {2}"name"/);
  });
});
