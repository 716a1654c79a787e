/**
 * Reads an example's package.json and checks its dependency ranges against the
 * packages installed in the repository, so a guide never tells readers to pin a
 * version range the docs' own build does not satisfy.
 */
import fs from 'node:fs';
import path from 'node:path';
import { EXAMPLES_DIR } from './build-example';

// semver ships without types in this repository.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const semver = require('semver') as { satisfies(version: string, range: string): boolean };

export interface ExamplePackage {
  name?: string;
  private?: boolean;
  version?: string;
  main?: string;
  type?: string;
  scripts?: Record<string, string>;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  [key: string]: unknown;
}

export function readExamplePackage(example: string): ExamplePackage {
  return JSON.parse(
    fs.readFileSync(path.join(EXAMPLES_DIR, example, 'package.json'), 'utf8'),
  ) as ExamplePackage;
}

/** The installed version; with `webpack: 4`, the webpack 4 toolchain's copy (tooling/webpack4/) when it has one. */
export function installedVersion(pkg: string, options: { webpack?: 4 | 5 } = {}): string {
  const v4File = path.resolve(
    __dirname,
    '../../tooling/webpack4/node_modules',
    pkg,
    'package.json',
  );
  const file =
    options.webpack === 4 && fs.existsSync(v4File)
      ? v4File
      : path.resolve(__dirname, '../../node_modules', pkg, 'package.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
}

/** Dependency ranges that the installed packages do not satisfy, as readable strings (empty when all match). */
export function unsatisfiedRanges(
  deps: Record<string, string> = {},
  options: { webpack?: 4 | 5 } = {},
): string[] {
  return Object.entries(deps)
    .filter(([pkg, range]) => !semver.satisfies(installedVersion(pkg, options), range))
    .map(([pkg, range]) => `${pkg}@${range} (installed ${installedVersion(pkg, options)})`);
}
