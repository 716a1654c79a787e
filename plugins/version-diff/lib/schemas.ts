/**
 * The two installed webpack options schemas the version diff is computed from: webpack 5 from the
 * site's node_modules, webpack 4.47.0 from the tooling/webpack4 workspace.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { JsonSchema } from '../../../scripts/lib/schema-diff';

/**
 * `webpack/package.json` as a module in `fromDir` resolves it. Node's own resolver, not
 * `require.resolve(…, { paths })`: a config loader's require (jiti, in Docusaurus 4) resolves
 * `paths` from the site instead, which gives webpack 5 where webpack 4 was meant.
 */
function webpackManifest(fromDir: string): string {
  return createRequire(path.join(fromDir, 'noop.js')).resolve('webpack/package.json');
}

/** `schemas/WebpackOptions.json` of the webpack that `fromDir` resolves. */
export function schemaFile(fromDir: string): string {
  return path.join(path.dirname(webpackManifest(fromDir)), 'schemas', 'WebpackOptions.json');
}

export function readJson(file: string): JsonSchema {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as JsonSchema;
  } catch (error) {
    throw new Error(`version-diff: cannot read the schema ${file}: ${(error as Error).message}`, {
      cause: error,
    });
  }
}

export interface SchemaPair {
  v4: JsonSchema;
  v5: JsonSchema;
  v4Version: string;
  v5Version: string;
}

export function readSchemas(siteDir: string): SchemaPair {
  const v4Dir = path.join(siteDir, 'tooling', 'webpack4');
  const version = (fromDir: string) =>
    (JSON.parse(fs.readFileSync(webpackManifest(fromDir), 'utf8')) as { version: string }).version;
  return {
    v4: readJson(schemaFile(v4Dir)),
    v5: readJson(schemaFile(siteDir)),
    v4Version: version(v4Dir),
    v5Version: version(siteDir),
  };
}
