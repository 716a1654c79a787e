/**
 * Builds examples of the webpack 4 plugin pages with webpack 4.47.0 and checks
 * what each page says the reader will see. The configurations are the pages'
 * own fences, run from a temporary project with a small source file.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createSandbox, loadPluginPages } from '../../helpers/plugins-pages';
import { V4_DOCS, require4 } from '../../helpers/webpack4';

interface Stats4 {
  hasErrors(): boolean;
  toJson(options: object): { errors: string[]; chunks: unknown[] };
}
const webpack4 = require4('webpack') as (
  config: object,
  callback: (error: Error | null, stats: Stats4) => void,
) => unknown;
const pages = new Map(loadPluginPages(path.join(V4_DOCS, 'plugins')).map((p) => [p.slug, p]));

/** The n-th complete `webpack.config.js` fence of a page. */
function configOf(slug: string, index: number): Record<string, unknown> {
  const fences = pages
    .get(slug)!
    .fences.filter((f) => f.title === 'webpack.config.js' && !/\bpartial\b/.test(f.meta));
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'v4-plugin-config-'));
  try {
    return createSandbox(dir, require4).runConfig(fences[index]!.code, `${slug}.md`) as Record<
      string,
      unknown
    >;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Builds `config` with webpack 4 over a project whose files are `sources`; returns the emitted files. */
function build(
  config: Record<string, unknown>,
  sources: Record<string, string>,
): Promise<Record<string, string>> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'v4-plugin-build-'));
  for (const [file, text] of Object.entries(sources)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return new Promise((resolve, reject) => {
    webpack4(
      { ...config, context: dir, output: { path: path.join(dir, 'dist') } },
      (error, stats) => {
        if (error) return reject(error);
        if (stats.hasErrors())
          return reject(new Error(stats.toJson({ all: false, errors: true }).errors.join('\n')));
        const out = path.join(dir, 'dist');
        const files = Object.fromEntries(
          fs.readdirSync(out).map((f) => [f, fs.readFileSync(path.join(out, f), 'utf8')]),
        );
        fs.rmSync(dir, { recursive: true, force: true });
        resolve(files);
      },
    );
  });
}

describe('webpack 4 plugin pages: built examples', () => {
  it('BannerPlugin: the first example starts main.js with the banner comment', async () => {
    const files = await build(configOf('banner-plugin', 0), {
      'src/index.js': "console.log('hi');\n",
    });
    expect(
      files['main.js']!.startsWith('/*! Copyright (c) Example Project. MIT licensed. */'),
    ).toBe(true);
  });

  it('BannerPlugin: a production build keeps the banner through the default minimizer', async () => {
    const files = await build(
      { ...configOf('banner-plugin', 0), mode: 'production' },
      { 'src/index.js': "console.log('hi');\n" },
    );
    expect(
      files['main.js']!.startsWith('/*! Copyright (c) Example Project. MIT licensed. */'),
    ).toBe(true);
  });

  it('DefinePlugin: __DEV__ false removes the development branch', async () => {
    const files = await build(configOf('define-plugin', 0), {
      'src/index.js':
        "if (__DEV__) { console.log('dev-only branch'); }\nconsole.log(process.env.API_URL, FEATURES.search);\n",
    });
    expect(files['main.js']).not.toContain('dev-only branch');
    expect(files['main.js']).toContain('https://api.example.com');
  });

  it('EnvironmentPlugin: a default is used when the variable is not set', async () => {
    const saved = process.env.API_URL;
    delete process.env.API_URL;
    try {
      const files = await build(configOf('environment-plugin', 1), {
        'src/index.js': 'console.log(process.env.API_URL);\n',
      });
      expect(files['main.js']).toContain('http://localhost:8080');
    } finally {
      if (saved !== undefined) process.env.API_URL = saved;
    }
  });

  it('LimitChunkCountPlugin: maxChunks 1 keeps a lazy import in main.js', async () => {
    const files = await build(configOf('limit-chunk-count-plugin', 0), {
      'src/index.js': "import('./lazy').then((m) => console.log(m.default));\n",
      'src/lazy.js': "export default 'lazy module';\n",
    });
    expect(Object.keys(files).filter((f) => f.endsWith('.js'))).toEqual(['main.js']);
    expect(files['main.js']).toContain('lazy module');
  });
});
