/**
 * Collects the `webpack.config.js` (`.mjs`, `.cjs`) code blocks of a docs tree
 * and validates each with webpack's own `validate` in a child Node.js process
 * (one for all blocks), so ES modules load natively, `require` is Node's own and
 * `instanceof RegExp` checks in webpack's schema see the configurations' realm.
 *
 * `version: 5` resolves `webpack`, `webpack-dev-server` and every `require` of
 * a block from the repository root; `version: 4` from `tooling/webpack4`, so a
 * block is checked by webpack 4.47.0 and webpack-dev-server 3.11.3 and its
 * `require('html-webpack-plugin')` gets the plugin of that era.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { extractCodeFences, parseMarkdown } from '../../plugins/content-model/lib/markdown';

const ROOT = path.resolve(__dirname, '../..');

export type ExampleVersion = 4 | 5;

/** Where a version's packages (and a block's `require`s) resolve from. */
const RESOLVE_ROOT: Record<ExampleVersion, string> = {
  5: ROOT,
  4: path.join(ROOT, 'tooling/webpack4'),
};

const CONFIG_TITLE = /(^|\/)webpack\.config\.(js|mjs|cjs)$/;
/**
 * Only JavaScript fences hold a whole file. A `diff` fence titled
 * `webpack.config.js` shows a change to the file, not the file, so it is not run.
 */
const JS_LANGS = new Set(['js', 'javascript', 'mjs', 'cjs']);

export interface ConfigExample {
  /** `docs/…/page.md:LINE` of the opening fence. */
  id: string;
  code: string;
  format: 'esm' | 'cjs';
}

export interface ExampleResult {
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
export function detectFormat(title: string, code: string): 'esm' | 'cjs' {
  if (title.endsWith('.mjs')) return 'esm';
  if (title.endsWith('.cjs')) return 'cjs';
  return /^\s*(import\s[^(]|import\s*\{|export\s)/m.test(code) ? 'esm' : 'cjs';
}

/** Pages whose front matter cannot be parsed are pushed to `unreadable`, to be reported as failures instead of aborting the suite. */
export function collectExamples(
  docsDir: string,
  unreadable: { file: string; error: string }[] = [],
): ConfigExample[] {
  return listDocs(docsDir).flatMap((file) => {
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

const [, , inputFile, outputFile, root, tempDir, resolveRoot] = process.argv;
const examples = JSON.parse(fs.readFileSync(inputFile, 'utf8'));
const rootRequire = createRequire(path.join(resolveRoot, 'webpack.config.js'));
const webpack = rootRequire('webpack');
let validateDevServer = null;
try {
  const devServerSchema = rootRequire('webpack-dev-server/lib/options.json');
  // schema-utils as webpack-dev-server itself loads it: 1.x exports a function (webpack-dev-server 3), later ones { validate }.
  const devServerRequire = createRequire(rootRequire.resolve('webpack-dev-server/package.json'));
  const schemaUtils = devServerRequire('schema-utils');
  validateDevServer =
    typeof schemaUtils === 'function'
      ? (options) => schemaUtils(devServerSchema, options, 'Dev Server')
      : (options) => schemaUtils.validate(devServerSchema, options, { name: 'Dev Server', baseDataPath: 'devServer' });
} catch {}

async function load(example, index) {
  if (example.format === 'cjs') {
    const module = { exports: {} };
    const filename = path.join(resolveRoot, 'webpack.config.js');
    const run = new Function('module', 'exports', 'require', '__dirname', '__filename', example.code);
    run(module, module.exports, rootRequire, resolveRoot, filename);
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
  let errors;
  try {
    errors = webpack.validate(config);
  } catch (error) {
    throw new Error(label + ': ' + error.message);
  }
  // webpack 4 returns its errors instead of throwing them.
  if (Array.isArray(errors) && errors.length > 0) {
    throw new Error(label + ': ' + new webpack.WebpackOptionsValidationError(errors).message);
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

export function runExamples(
  examples: ConfigExample[],
  version: ExampleVersion = 5,
): Map<string, ExampleResult> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'config-examples-'));
  // ES module blocks import bare names from here, so they too get the version's packages.
  const tempDir = path.join(
    RESOLVE_ROOT[version],
    'node_modules/.cache/config-examples',
    path.basename(work),
  );
  fs.mkdirSync(tempDir, { recursive: true });
  try {
    const runner = path.join(work, 'runner.mjs');
    const input = path.join(work, 'input.json');
    const output = path.join(work, 'output.json');
    fs.writeFileSync(runner, RUNNER);
    fs.writeFileSync(input, JSON.stringify(examples));
    const child = spawnSync(
      process.execPath,
      [runner, input, output, ROOT, tempDir, RESOLVE_ROOT[version]],
      {
        // Examples may write files when evaluated (a log stream, say): keep them out of the repo.
        cwd: work,
        encoding: 'utf8',
        timeout: 240_000,
        env: { ...process.env, NODE_ENV: 'test' },
      },
    );
    if (!fs.existsSync(output)) {
      throw new Error(
        `The example runner failed (status ${child.status}):\n${child.stderr}\n${child.error ?? ''}`,
      );
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

/** The docs tree of each version. */
const DOCS_DIR: Record<ExampleVersion, string> = {
  5: path.join(ROOT, 'docs'),
  4: path.join(ROOT, 'versioned_docs/version-4'),
};

/**
 * The checks the v5 and v4 docs share: every non-partial `webpack.config.js` block of the
 * version's docs runs and passes that version's `validate()`, no page is left unread, and there
 * are more than `moreThan` blocks. A failure names the version, the page and the block.
 */
export function describeConfigExamples(version: ExampleVersion, moreThan: number) {
  const unreadable: { file: string; error: string }[] = [];
  const examples = collectExamples(DOCS_DIR[version], unreadable);
  let results = new Map<string, ExampleResult>();

  beforeAll(() => {
    results = runExamples(examples, version);
  }, 300_000);

  describe(`webpack ${version} docs: webpack.config.js examples pass webpack ${version} validate()`, () => {
    test(`the v${version} docs have configuration examples to check`, () => {
      expect(examples.length).toBeGreaterThan(moreThan);
    });

    test('every page can be read (so none of its examples is skipped)', () => {
      expect(unreadable).toEqual([]);
    });

    test.each(examples.map((example) => [example.id, example] as const))('%s', (_id, example) => {
      const result = results.get(example.id);
      expect(result).toBeDefined();
      if (!result!.ok) {
        throw new Error(
          `v${version} ${example.id} does not pass webpack ${version}'s validate() (mark it "partial" only if it is a fragment):\n${result!.error}`,
        );
      }
      expect(result!.validated).toBeGreaterThan(0);
    });
  });
}
