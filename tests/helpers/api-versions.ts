/**
 * Where the API content tests find each webpack version's packages: webpack 5 and
 * webpack-cli from the site's own node_modules, webpack 4.47.0 and webpack-cli 3.3.12
 * from the tooling/webpack4 workspace (nested there so they resolve each other).
 */
import path from 'node:path';
import { REPO_ROOT } from './api-docs';

export const WEBPACK4_ROOT = path.join(REPO_ROOT, 'tooling/webpack4');

/** Resolves a package (or a file in it) as code inside tooling/webpack4 would. */
export function resolveWebpack4(request: string): string {
  return require.resolve(request, { paths: [WEBPACK4_ROOT] });
}

/** The folder of a package installed for webpack 4, e.g. `webpack` or `webpack-cli`. */
export function webpack4PackageDir(name: string): string {
  return path.dirname(resolveWebpack4(`${name}/package.json`));
}

/** webpack 4's main function, loaded from tooling/webpack4. */
export function loadWebpack4(): ((options: Record<string, unknown>) => unknown) & {
  version: string;
} {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require(resolveWebpack4('webpack')) as ((options: Record<string, unknown>) => unknown) & {
    version: string;
  };
}
