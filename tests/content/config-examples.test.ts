/**
 * Every `webpack.config.js` (`.mjs`, `.cjs`) code block on the site that is not
 * marked `partial` must be a configuration webpack accepts: the block is
 * evaluated as a module, and webpack's own `validate` runs on what it exports.
 *
 * The blocks run in a separate Node.js process (one for all blocks), so
 * ES modules load natively, `require` is Node's own resolving from the repo
 * root, and `instanceof RegExp` checks in webpack's schema see the same realm
 * as the configuration objects.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { extractCodeFences, parseMarkdown } from '../../plugins/content-model/lib/markdown';

const ROOT = path.resolve(__dirname, '../..');
const DOCS = path.join(ROOT, 'docs');

const CONFIG_TITLE = /(^|\/)webpack\.config\.(js|mjs|cjs)$/;
/**
 * Only JavaScript fences hold a whole file. A `diff` fence titled
 * `webpack.config.js` shows a change to the file, not the file, so it is not run.
 */
const JS_LANGS = new Set(['js', 'javascript', 'mjs', 'cjs']);

interface ConfigExample {
  /** `docs/…/page.md:LINE` of the opening fence. */
  id: string;
  code: string;
  format: 'esm' | 'cjs';
}

interface ExampleResult {
  id: string;
  ok: boolean;
  /** How many configurations were validated (arrays and function calls count each). */
  validated: number;
  error?: string;
}

function listDocs(dir: string): string[] {
  return (fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }) as string[])
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => path.join(dir, file))
    .sort();
}

/** ESM when the file name says so, or when a `.js` block uses `import`/`export` statements. */
function detectFormat(title: string, code: string): 'esm' | 'cjs' {
  if (title.endsWith('.mjs')) return 'esm';
  if (title.endsWith('.cjs')) return 'cjs';
  return /^\s*(import\s[^(]|import\s*\{|export\s)/m.test(code) ? 'esm' : 'cjs';
}

/** Pages whose front matter cannot be parsed; reported as failures instead of aborting the suite. */
const unreadable: { file: string; error: string }[] = [];

function collectExamples(): ConfigExample[] {
  return listDocs(DOCS).flatMap((file) => {
    const source = fs.readFileSync(file, 'utf8');
    let parsed: ReturnType<typeof parseMarkdown>;
    try {
      parsed = parseMarkdown(source);
    } catch (error) {
      unreadable.push({ file: path.relative(ROOT, file), error: String(error) });
      return [];
    }
    const { body, bodyLineOffset } = parsed;
    return extractCodeFences(body)
      .filter((fence) => fence.title !== undefined && CONFIG_TITLE.test(fence.title))
      .filter((fence) => JS_LANGS.has(fence.lang))
      .filter((fence) => !/(^|\s)partial(\s|$)/.test(fence.meta))
      .map((fence) => ({
        id: `${path.relative(ROOT, file)}:${fence.line + bodyLineOffset}`,
        code: fence.code,
        format: detectFormat(fence.title!, fence.code),
      }));
  });
}

/**
 * Runs in a child `node` process. Reads the examples from argv[2], writes the
 * results to argv[3]. CommonJS blocks run with a module/exports/require/
 * __dirname/__filename sandbox whose `require` resolves from the repo root;
 * ES module blocks are written to a temp `.mjs` file under the repo's
 * node_modules/.cache (so bare imports resolve from the repo) and imported.
 */
const RUNNER = String.raw`
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

const [, , inputFile, outputFile, root, tempDir] = process.argv;
const examples = JSON.parse(fs.readFileSync(inputFile, 'utf8'));
const rootRequire = createRequire(path.join(root, 'webpack.config.js'));
const webpack = rootRequire('webpack');
let validateDevServer = null;
try {
  const { validate } = rootRequire('schema-utils');
  const devServerSchema = rootRequire('webpack-dev-server/lib/options.json');
  validateDevServer = (options) => validate(devServerSchema, options, { name: 'Dev Server', baseDataPath: 'devServer' });
} catch {}

async function load(example, index) {
  if (example.format === 'cjs') {
    const module = { exports: {} };
    const filename = path.join(root, 'webpack.config.js');
    const run = new Function('module', 'exports', 'require', '__dirname', '__filename', example.code);
    run(module, module.exports, rootRequire, root, filename);
    return module.exports;
  }
  const file = path.join(tempDir, 'example-' + index + '.mjs');
  fs.writeFileSync(file, example.code);
  const namespace = await import(pathToFileURL(file).href);
  if (!('default' in namespace)) throw new Error('the ES module has no default export');
  return namespace.default;
}

function check(config, label) {
  if (config === null || typeof config !== 'object' || Array.isArray(config)) {
    throw new Error(label + ' is not a configuration object (got ' + (Array.isArray(config) ? 'array' : typeof config) + ')');
  }
  try {
    webpack.validate(config);
  } catch (error) {
    throw new Error(label + ': ' + error.message);
  }
  if (validateDevServer && config.devServer && typeof config.devServer === 'object') {
    try {
      validateDevServer(config.devServer);
    } catch (error) {
      throw new Error(label + ': ' + error.message);
    }
  }
}

async function expand(exported, label) {
  const value = await exported;
  if (typeof value === 'function') {
    const out = [];
    for (const mode of ['production', 'development']) {
      out.push(...(await expand(value({}, { mode }), label + ' called with mode ' + mode)));
    }
    return out;
  }
  if (Array.isArray(value)) {
    if (value.length === 0) throw new Error(label + ' is an empty array');
    const out = [];
    for (let i = 0; i < value.length; i++) out.push(...(await expand(value[i], label + '[' + i + ']')));
    return out;
  }
  return [{ config: value, label }];
}

const results = [];
for (let i = 0; i < examples.length; i++) {
  const example = examples[i];
  try {
    const exported = await load(example, i);
    const configs = await expand(exported, 'the exported configuration');
    for (const { config, label } of configs) check(config, label);
    results.push({ id: example.id, ok: true, validated: configs.length });
  } catch (error) {
    results.push({ id: example.id, ok: false, validated: 0, error: String((error && error.message) || error) });
  }
}
fs.writeFileSync(outputFile, JSON.stringify(results));
`;

function runExamples(examples: ConfigExample[]): Map<string, ExampleResult> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'config-examples-'));
  const tempDir = path.join(ROOT, 'node_modules/.cache/config-examples', path.basename(work));
  fs.mkdirSync(tempDir, { recursive: true });
  try {
    const runner = path.join(work, 'runner.mjs');
    const input = path.join(work, 'input.json');
    const output = path.join(work, 'output.json');
    fs.writeFileSync(runner, RUNNER);
    fs.writeFileSync(input, JSON.stringify(examples));
    const child = spawnSync(process.execPath, [runner, input, output, ROOT, tempDir], {
      // Examples may write files when evaluated (a log stream, say): keep them out of the repo.
      cwd: work,
      encoding: 'utf8',
      timeout: 240_000,
      env: { ...process.env, NODE_ENV: 'test' },
    });
    if (!fs.existsSync(output)) {
      throw new Error(`The example runner failed (status ${child.status}):\n${child.stderr}\n${child.error ?? ''}`);
    }
    const results = JSON.parse(fs.readFileSync(output, 'utf8')) as ExampleResult[];
    return new Map(results.map((result) => [result.id, result]));
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
    fs.rmSync(tempDir, { recursive: true, force: true });
    try {
      fs.rmdirSync(path.dirname(tempDir)); // only succeeds when no other run is using it
    } catch {
      // another run still has files there
    }
  }
}

const examples = collectExamples();
let results = new Map<string, ExampleResult>();

beforeAll(() => {
  results = runExamples(examples);
}, 300_000);

describe('webpack.config.js examples pass webpack.validate()', () => {
  test('the site has configuration examples to check', () => {
    expect(examples.length).toBeGreaterThan(0);
  });

  test('every page can be read (so none of its examples is skipped)', () => {
    expect(unreadable).toEqual([]);
  });

  test.each(examples.map((example) => [example.id, example] as const))('%s', (_id, example) => {
    const result = results.get(example.id);
    expect(result).toBeDefined();
    if (!result!.ok) {
      throw new Error(`${example.id} does not pass webpack.validate() (mark it "partial" only if it is a fragment):\n${result!.error}`);
    }
    expect(result!.validated).toBeGreaterThan(0);
  });
});

// The runner must reject what webpack rejects, or the checks above prove nothing.
describe('example runner', () => {
  test('accepts valid CommonJS, ESM, function and array configurations and rejects invalid ones', () => {
    const cases: ConfigExample[] = [
      { id: 'cjs-ok', format: 'cjs', code: "const path = require('path');\nmodule.exports = { mode: 'production', output: { path: path.resolve(__dirname, 'dist') } };" },
      { id: 'esm-ok', format: 'esm', code: "import webpack from 'webpack';\nexport default { plugins: [new webpack.DefinePlugin({ X: '1' })] };" },
      { id: 'fn-ok', format: 'cjs', code: "module.exports = (env, argv) => ({ mode: argv.mode });" },
      { id: 'array-ok', format: 'cjs', code: "module.exports = [{ name: 'a' }, { name: 'b' }];" },
      { id: 'cjs-bad', format: 'cjs', code: "module.exports = { output: { fileName: 'x.js' } };" },
      { id: 'esm-bad', format: 'esm', code: "export default { mode: 'fast' };" },
      { id: 'fn-bad', format: 'cjs', code: "module.exports = (env, argv) => ({ mode: argv.mode === 'production' ? 'prod' : 'development' });" },
      { id: 'array-bad', format: 'cjs', code: "module.exports = [{ name: 'a' }, { entry: 42 }];" },
      { id: 'devserver-bad', format: 'cjs', code: "module.exports = { devServer: { portt: 8080 } };" },
      { id: 'throws', format: 'cjs', code: "require('a-package-that-does-not-exist');" },
    ];
    const outcome = runExamples(cases);
    const okIds = cases.map((c) => c.id).filter((id) => outcome.get(id)?.ok);
    expect(okIds).toEqual(['cjs-ok', 'esm-ok', 'fn-ok', 'array-ok']);
    expect(outcome.get('fn-ok')?.validated).toBe(2);
    expect(outcome.get('array-ok')?.validated).toBe(2);
  }, 120_000);

  test('ESM detection', () => {
    expect(detectFormat('webpack.config.js', "import path from 'node:path';\nexport default {};")).toBe('esm');
    expect(detectFormat('webpack.config.js', "const x = await import('y');\nmodule.exports = {};")).toBe('cjs');
    expect(detectFormat('webpack.config.mjs', 'export default {};')).toBe('esm');
    expect(detectFormat('webpack.config.cjs', 'module.exports = {};')).toBe('cjs');
  });
});
