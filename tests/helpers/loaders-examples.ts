/**
 * Evaluates `webpack.config.js` examples from the loaders pages and finds every
 * loader (with its options) the configuration applies, so the loaders content
 * test can check the options against each loader's own schema or option list.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { validate as validateOptions } from 'schema-utils';
import { ROOT } from './loaders-catalog';

const requireFromRoot = createRequire(path.join(ROOT, 'package.json'));

/**
 * Runs a CommonJS config file's source and returns what it exports. `require`
 * resolves from the project root, `__dirname` is the project root. An
 * `export default` is treated like `module.exports =`.
 */
export function evaluateConfig(code: string, requireFn: NodeRequire = requireFromRoot): unknown {
  const source = code.replace(/^export default /m, 'module.exports = ');
  const module = { exports: {} as unknown };
  const run = new Function(
    'module',
    'exports',
    'require',
    '__dirname',
    '__filename',
    'process',
    source,
  ) as (...args: unknown[]) => void;
  run(module, module.exports, requireFn, ROOT, path.join(ROOT, 'webpack.config.js'), process);
  return module.exports;
}

/**
 * Evaluates a fragment such as `{ loader: 'css-loader', options: {...} }` as an
 * expression. Returns undefined when the fragment is not an object literal or
 * not a standalone expression (it contains `...` elisions, unknown names, etc.).
 */
export function evaluateFragment(code: string): unknown {
  // Only object literals (rule or `use` entries) are evaluated; anything else could have side effects.
  const trimmed = code.trim();
  if (!trimmed.startsWith('{') || !trimmed.endsWith('}')) return undefined;
  try {
    const run = new Function('require', '__dirname', `return (${code}\n);`) as (
      ...args: unknown[]
    ) => unknown;
    return run(requireFromRoot, ROOT);
  } catch {
    return undefined;
  }
}

export interface LoaderUse {
  /** The loader request as written (package name, path, or absolute path). */
  loader: string;
  options: unknown;
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Collects loaders from a rule (or a whole config, or an array of either). */
export function collectLoaderUses(value: unknown, out: LoaderUse[] = []): LoaderUse[] {
  if (Array.isArray(value)) {
    value.forEach((item) => collectLoaderUses(item, out));
    return out;
  }
  if (!isObj(value)) return out;
  // A whole configuration (or an array of configurations).
  if (isObj(value.module)) {
    const mod = value.module;
    collectLoaderUses(mod.rules, out);
    collectLoaderUses(mod.defaultRules, out);
    return out;
  }
  if (typeof value.loader === 'string') {
    out.push({ loader: value.loader, options: value.options });
  }
  if (typeof value.use === 'string') {
    out.push({ loader: value.use, options: undefined });
  } else if (Array.isArray(value.use)) {
    for (const item of value.use) {
      if (typeof item === 'string') out.push({ loader: item, options: undefined });
      else if (isObj(item) && typeof item.loader === 'string')
        out.push({ loader: item.loader, options: item.options });
    }
  } else if (isObj(value.use) && typeof value.use.loader === 'string') {
    out.push({ loader: value.use.loader, options: value.use.options });
  }
  collectLoaderUses(value.oneOf, out);
  collectLoaderUses(value.rules, out);
  return out;
}

/**
 * Maps a loader request to the module file it resolves to, so `'css-loader'`,
 * `require.resolve('css-loader')` and `MiniCssExtractPlugin.loader` can be
 * compared with a package's `loaderModule`. Returns undefined when the request
 * does not resolve from the project root.
 */
export function resolveLoader(
  request: string,
  requireFn: NodeRequire = requireFromRoot,
): string | undefined {
  const withoutQuery = request.replace(/\?.*$/, '');
  try {
    return requireFn.resolve(withoutQuery);
  } catch {
    return undefined;
  }
}

/**
 * Checks the options of one loader use (shared by the v5 and v4 loaders tests): they must be an
 * object, pass the loader's schema (when it has one), and use only the accepted names (when the
 * loader checks names itself). Returns the problems, each naming the package.
 */
export function checkLoaderOptions(
  pkg: string,
  options: unknown,
  schema: object | undefined,
  accepted: ReadonlySet<string> | readonly string[] | undefined,
): string[] {
  if (options === undefined) return [];
  if (typeof options !== 'object' || options === null)
    return [`${pkg}: options must be an object, got ${typeof options}`];
  const problems: string[] = [];
  if (schema) {
    try {
      validateOptions(schema as Parameters<typeof validateOptions>[0], options, {
        name: pkg,
        baseDataPath: 'options',
      });
    } catch (error) {
      problems.push((error as Error).message);
    }
  }
  if (accepted) {
    const names = new Set(accepted);
    for (const key of Object.keys(options))
      if (!names.has(key)) problems.push(`${pkg}: unknown option "${key}"`);
  }
  return problems;
}

/** How a docs version loads and checks the configuration examples of a loader page. */
export interface ExampleChecks {
  /** The configurations one fence exports (a function or an array can give several). */
  configs: (code: string) => unknown[];
  /** Throws when webpack rejects the configuration. */
  validate: (config: unknown) => void;
  /** The problems of one loader use's options. */
  checkUse: (use: LoaderUse) => string[];
  /** Whether a use applies the page's own loader. */
  isOwn: (use: LoaderUse) => boolean;
}

/**
 * Runs the complete `webpack.config.js` fences of a loader page (v5 or v4): each must evaluate and
 * pass webpack's validation, and each loader use its loader's option checks. Returns the number of
 * fences, the problems (each with the fence's line) and how many uses apply the page's own loader.
 */
export function checkConfigExamples(
  fences: readonly { title?: string; meta: string; line: number; code: string }[],
  checks: ExampleChecks,
): { fences: number; problems: string[]; ownUses: number } {
  const complete = fences.filter(
    (f) => f.title === 'webpack.config.js' && !/\bpartial\b/.test(f.meta),
  );
  const problems: string[] = [];
  let ownUses = 0;
  for (const fence of complete) {
    let configs: unknown[];
    try {
      configs = checks.configs(fence.code);
      for (const config of configs) checks.validate(config);
    } catch (error) {
      problems.push(`line ${fence.line}: ${(error as Error).message}`);
      continue;
    }
    for (const config of configs) {
      const uses = collectLoaderUses(config);
      ownUses += uses.filter(checks.isOwn).length;
      for (const use of uses)
        problems.push(...checks.checkUse(use).map((p) => `line ${fence.line}: ${p}`));
    }
  }
  return { fences: complete.length, problems, ownUses };
}

/**
 * Self-test of a docs version's loader option check, so the example tests cannot pass by checking
 * nothing: css-loader's schema rejects `urls` and accepts `url`, and ts-loader (no schema) names
 * an unknown option. Both versions' css-loader and ts-loader behave so.
 */
export function expectOptionChecksWork(checkUse: (use: LoaderUse) => string[]) {
  expect(checkUse({ loader: 'css-loader', options: { urls: false } }).length).toBeGreaterThan(0);
  expect(checkUse({ loader: 'css-loader', options: { url: false } })).toEqual([]);
  expect(checkUse({ loader: 'ts-loader', options: { transpileOnly: true, typo: 1 } })).toEqual([
    'ts-loader: unknown option "typo"',
  ]);
}
