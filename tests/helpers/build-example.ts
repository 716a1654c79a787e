/**
 * Builds one example project from examples/<name>/ with the real webpack from
 * node_modules, into a fresh temporary directory, and hands back what a reader
 * would see: the stats and the emitted files.
 *
 * With `{ webpack: 4 }` the example (under examples/v4/) is built by webpack
 * 4.47.0 from tooling/webpack4/ instead: see `prepareV4Example` for how the
 * example then resolves webpack 4 and the loaders and plugins of its era.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';

export const EXAMPLES_DIR = path.resolve(__dirname, '../../examples');

export interface ExampleBuild {
  stats: webpack.Stats;
  outputPath: string;
  /** Emitted file names relative to outputPath, sorted. */
  files: string[];
  read(file: string): string;
}

export const ROOT = path.resolve(__dirname, '../..');
export const WEBPACK4_DIR = path.join(ROOT, 'tooling/webpack4');

/** A package of the webpack 4 toolchain (tooling/webpack4/), e.g. `webpack` or `webpack-dev-server`. */
export function requireWebpack4Package<T = unknown>(name: string): T {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require(require.resolve(name, { paths: [WEBPACK4_DIR] })) as T;
}

/**
 * Copies examples/<name>/ to a temporary folder and gives it a node_modules
 * folder as a reader's `npm install` would: every package of the webpack 4
 * toolchain (tooling/webpack4/package.json), plus the example's own (dev)dependencies that the toolchain lacks
 * (lodash, typescript, …) from the repository's node_modules. So the config's
 * `require('html-webpack-plugin')`, the loaders webpack looks up and
 * `require('webpack')` all get the webpack 4 era packages, never webpack 5's.
 * Returns the copy's folder.
 */
export function prepareV4Example(name: string): string {
  const source = path.join(EXAMPLES_DIR, name);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `example-${name.replace(/\W/g, '-')}-`));
  fs.cpSync(source, dir, {
    recursive: true,
    filter: (file) => !/[\\/](dist|node_modules)$/.test(file),
  });
  const modules = path.join(dir, 'node_modules');
  fs.mkdirSync(modules);
  // The toolchain's own packages, wherever npm placed them (nested in tooling/webpack4 or hoisted to the root).
  const toolchain = JSON.parse(
    fs.readFileSync(path.join(WEBPACK4_DIR, 'package.json'), 'utf8'),
  ) as { dependencies: Record<string, string> };
  for (const dep of Object.keys(toolchain.dependencies)) {
    const target = path.dirname(require.resolve(`${dep}/package.json`, { paths: [WEBPACK4_DIR] }));
    fs.mkdirSync(path.dirname(path.join(modules, dep)), { recursive: true });
    fs.symlinkSync(target, path.join(modules, dep), 'dir');
  }
  const pkgFile = path.join(dir, 'package.json');
  if (fs.existsSync(pkgFile)) {
    const pkg = JSON.parse(fs.readFileSync(pkgFile, 'utf8')) as Record<
      string,
      Record<string, string> | undefined
    >;
    for (const dep of Object.keys({ ...pkg.dependencies, ...pkg.devDependencies })) {
      const link = path.join(modules, dep);
      if (fs.existsSync(link)) continue;
      const target = path.join(ROOT, 'node_modules', dep);
      if (!fs.existsSync(target))
        throw new Error(
          `${name}/package.json: dependency "${dep}" is installed neither in tooling/webpack4 nor at the root`,
        );
      fs.mkdirSync(path.dirname(link), { recursive: true });
      fs.symlinkSync(target, link, 'dir');
    }
  }
  return dir;
}

/** The parts of webpack 4's Stats the tests read (its types are not installed). */
export interface Stats4 {
  hasErrors(): boolean;
  hasWarnings(): boolean;
  toString(options?: unknown): string;
  toJson(options?: unknown): {
    assetsByChunkName?: Record<string, string | string[]>;
    assets?: { name: string; size: number; chunkNames: (string | number)[] }[];
    chunks?: {
      id: string | number;
      names: string[];
      files: string[];
      initial: boolean;
      entry: boolean;
      modules?: { name: string; id: string | number; usedExports?: boolean | string[] }[];
    }[];
    modules?: {
      name: string;
      id: string | number;
      usedExports?: boolean | string[];
      providedExports?: string[] | null;
    }[];
    warnings: string[];
    errors: string[];
  };
  compilation: {
    options: Record<string, unknown> & { mode?: string; optimization: Record<string, unknown> };
  };
}

export interface ExampleBuild4 extends Omit<ExampleBuild, 'stats'> {
  stats: Stats4;
  /** The temporary copy of the example that was built (see prepareV4Example). */
  dir: string;
}

type Config4 = Record<string, unknown>;
type ConfigExport4 =
  Config4 | Config4[] | ((env: unknown, argv: Record<string, unknown>) => Config4 | Config4[]);

/**
 * Changes one piece of text in a file of an example copy (prepareV4Example), as a reader would edit
 * it; fails when the text is not there, so a test never builds an unchanged example by mistake.
 */
export function editExampleFile(dir: string, file: string, from: string, to: string): void {
  const target = path.join(dir, file);
  const text = fs.readFileSync(target, 'utf8');
  if (!text.includes(from))
    throw new Error(`${file} of the example copy has no ${JSON.stringify(from)}`);
  fs.writeFileSync(target, text.replace(from, to));
}

/**
 * Builds examples/<name>/ (normally `v4/<guide>`) with webpack 4.47.0, from a
 * copy made by prepareV4Example (or `options.dir`, a copy you already made and
 * edited). `env` is what webpack-cli 3 passes a function config for `--env…`.
 * A config that exports an array (webpack 4's multi-compiler) is built as one
 * run: every compiler writes into the same output folder, and `stats` is then
 * webpack 4's MultiStats (its `toJson()` has one entry per compiler in `children`).
 */
export async function buildExample4(
  name: string,
  options: {
    configFile?: string;
    env?: unknown;
    mode?: string;
    dir?: string;
    outputPath?: string;
  } = {},
): Promise<ExampleBuild4> {
  const dir = options.dir ?? prepareV4Example(name);
  const configPath = path.join(dir, options.configFile ?? 'webpack.config.js');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const exported = require(configPath) as ConfigExport4;
  const evaluated =
    typeof exported === 'function' ? exported(options.env, { mode: options.mode }) : exported;
  const outputPath =
    options.outputPath ??
    fs.mkdtempSync(path.join(os.tmpdir(), `example-${name.replace(/\W/g, '-')}-out-`));
  const webpack4 =
    requireWebpack4Package<
      (config: unknown, callback: (err: Error | null, stats?: Stats4) => void) => void
    >('webpack');
  const finalConfig = (config: Config4) => ({
    ...config,
    context: config.context ?? dir,
    ...(options.mode ? { mode: options.mode } : {}),
    output: { ...(config.output as object), path: outputPath },
  });
  const stats = await new Promise<Stats4>((resolve, reject) => {
    webpack4(
      Array.isArray(evaluated) ? evaluated.map(finalConfig) : finalConfig(evaluated),
      (err, result) => {
        if (err) reject(err);
        else if (!result) reject(new Error(`webpack 4 returned no stats for ${name}`));
        else resolve(result);
      },
    );
  });
  if (stats.hasErrors()) {
    throw new Error(
      `Example ${name} failed to build with webpack 4:\n${stats.toString({ all: false, errors: true })}`,
    );
  }
  return {
    stats,
    dir,
    outputPath,
    files: listFiles(outputPath),
    read: (file) => fs.readFileSync(path.join(outputPath, file), 'utf8'),
  };
}

/** Files under a folder, relative and sorted, with forward slashes. */
export function listFiles(root: string): string[] {
  const files: string[] = [];
  const walk = (rel: string) => {
    for (const entry of fs.readdirSync(path.join(root, rel), { withFileTypes: true })) {
      const child = path.join(rel, entry.name);
      if (entry.isDirectory()) walk(child);
      else files.push(child.split(path.sep).join('/'));
    }
  };
  walk('');
  return files.sort();
}

type ConfigExport =
  | webpack.Configuration
  | ((env: Record<string, unknown>, argv: Record<string, unknown>) => webpack.Configuration);

/**
 * @param name       folder under examples/ (may be nested, e.g. `getting-started/step-2`)
 * @param options.configFile  config file inside the example, default `webpack.config.js`
 * @param options.env         `--env` values passed to a function config
 * @param options.mode        override `mode` (the config's own mode otherwise)
 */
export async function buildExample(
  name: string,
  options: {
    configFile?: string;
    env?: Record<string, unknown>;
    mode?: webpack.Configuration['mode'];
    outputPath?: string;
  } = {},
): Promise<ExampleBuild> {
  const dir = path.join(EXAMPLES_DIR, name);
  const configPath = path.join(dir, options.configFile ?? 'webpack.config.js');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const loaded = require(configPath) as ConfigExport | { default: ConfigExport };
  const exported = 'default' in loaded ? loaded.default : loaded;
  const config =
    typeof exported === 'function'
      ? exported(options.env ?? {}, { mode: options.mode })
      : { ...exported };
  const outputPath =
    options.outputPath ??
    fs.mkdtempSync(path.join(os.tmpdir(), `example-${name.replace(/\W/g, '-')}-`));
  const finalConfig: webpack.Configuration = {
    ...config,
    context: config.context ?? dir,
    ...(options.mode ? { mode: options.mode } : {}),
    output: { ...config.output, path: outputPath },
    infrastructureLogging: { level: 'error' },
  };
  const stats = await new Promise<webpack.Stats>((resolve, reject) => {
    webpack(finalConfig, (err, result) => {
      if (err) reject(err);
      else if (!result) reject(new Error(`webpack returned no stats for ${name}`));
      else resolve(result);
    });
  });
  if (stats.hasErrors()) {
    throw new Error(
      `Example ${name} failed to build:\n${stats.toString({ all: false, errors: true })}`,
    );
  }
  const files = listFiles(outputPath);
  return {
    stats,
    outputPath,
    files,
    read: (file) => fs.readFileSync(path.join(outputPath, file), 'utf8'),
  };
}

/**
 * A `writeFile` for a watching compiler's output file system (v5 and v4 HMR tests): it writes to
 * a temporary name, then renames, so a page polling hot-update files while webpack may still be
 * writing them never reads half a file.
 */
export function atomicWriteFile() {
  let writes = 0;
  return (
    file: string,
    data: string | Buffer,
    callback: (err: NodeJS.ErrnoException | null) => void,
  ) => {
    const temporary = `${file}.${process.pid}.${(writes += 1)}.tmp`;
    fs.writeFile(temporary, data, (error) =>
      error ? callback(error) : fs.rename(temporary, file, callback),
    );
  };
}
