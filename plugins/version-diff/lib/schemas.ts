/**
 * The two installed webpack options schemas the version diff is computed from: webpack 5 from the
 * site's node_modules, webpack 4.47.0 from the tooling/webpack4 workspace.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { JsonSchema } from '../../../scripts/lib/schema-diff';

/** `schemas/WebpackOptions.json` of the webpack that `fromDir` resolves. */
export function schemaFile(fromDir: string): string {
  const manifest = require.resolve('webpack/package.json', { paths: [fromDir] });
  return path.join(path.dirname(manifest), 'schemas', 'WebpackOptions.json');
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
    (
      JSON.parse(
        fs.readFileSync(require.resolve('webpack/package.json', { paths: [fromDir] }), 'utf8'),
      ) as { version: string }
    ).version;
  return {
    v4: readJson(schemaFile(v4Dir)),
    v5: readJson(schemaFile(siteDir)),
    v4Version: version(v4Dir),
    v5Version: version(siteDir),
  };
}
