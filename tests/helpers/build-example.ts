/**
 * Builds one example project from examples/<name>/ with the real webpack from
 * node_modules, into a fresh temporary directory, and hands back what a reader
 * would see: the stats and the emitted files.
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

type ConfigExport = webpack.Configuration | ((env: Record<string, unknown>, argv: Record<string, unknown>) => webpack.Configuration);

/**
 * @param name       folder under examples/ (may be nested, e.g. `getting-started/step-2`)
 * @param options.configFile  config file inside the example, default `webpack.config.js`
 * @param options.env         `--env` values passed to a function config
 * @param options.mode        override `mode` (the config's own mode otherwise)
 */
export async function buildExample(
  name: string,
  options: { configFile?: string; env?: Record<string, unknown>; mode?: webpack.Configuration['mode']; outputPath?: string } = {},
): Promise<ExampleBuild> {
  const dir = path.join(EXAMPLES_DIR, name);
  const configPath = path.join(dir, options.configFile ?? 'webpack.config.js');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const loaded = require(configPath) as ConfigExport | { default: ConfigExport };
  const exported = 'default' in loaded ? loaded.default : loaded;
  const config =
    typeof exported === 'function' ? exported(options.env ?? {}, { mode: options.mode }) : { ...exported };
  const outputPath = options.outputPath ?? fs.mkdtempSync(path.join(os.tmpdir(), `example-${name.replace(/\W/g, '-')}-`));
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
    throw new Error(`Example ${name} failed to build:\n${stats.toString({ all: false, errors: true })}`);
  }
  const files: string[] = [];
  const walk = (rel: string) => {
    for (const entry of fs.readdirSync(path.join(outputPath, rel), { withFileTypes: true })) {
      const child = path.join(rel, entry.name);
      if (entry.isDirectory()) walk(child);
      else files.push(child.split(path.sep).join('/'));
    }
  };
  walk('');
  files.sort();
  return { stats, outputPath, files, read: (file) => fs.readFileSync(path.join(outputPath, file), 'utf8') };
}
