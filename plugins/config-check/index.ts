/**
 * The configuration checker of /configuration/check/ (issue #35): lifecycle only.
 *
 * - `loadContent` computes, per webpack version, the standalone validator (lib/compile.ts, about
 *   5 s for both; cached on disk by schema) and the option catalog (lib/catalog.ts: anchors, stated
 *   Type and Default, version notes), and `contentLoaded` writes them to a generated folder that
 *   `@config-check-data` names (each validator also exports its schema, for the formatter);
 * - `configureWebpack` adds that alias, and gives webpack 4's formatter (bundled from
 *   tooling/webpack4) the one Node module it imports, `util` (for `inspect.custom` only);
 * - `getThemePath` registers theme/ConfigCheck, which the two check.mdx pages render.
 * Nothing of this loads outside that page: the component starts client/worker.ts, which imports
 * the generated files on demand.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { loadCatalogs, type Catalog } from './lib/catalog';
import { compileValidator, type WebpackMajor } from './lib/compile';
import { readSchemas } from '../version-diff/lib/schemas';

export const DATA_ALIAS = '@config-check-data';
const VERSIONS: readonly WebpackMajor[] = [5, 4];

interface Content {
  catalogs: Record<WebpackMajor, Catalog>;
  validators: Record<WebpackMajor, string>;
}

/** A compiled validator, reused while the schema (and this compiler) is unchanged. */
function cachedValidator(dir: string, version: WebpackMajor, schema: object): string {
  const compiler = fs.readFileSync(path.join(__dirname, 'lib', 'compile.ts'), 'utf8');
  const key = crypto
    .createHash('sha256')
    .update(JSON.stringify(schema))
    .update(compiler)
    .digest('hex')
    .slice(0, 16);
  const file = path.join(dir, `cache-validate-${version}-${key}.js`);
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8');
  const code = compileValidator(version, schema);
  fs.mkdirSync(dir, { recursive: true });
  for (const old of fs.readdirSync(dir))
    if (old.startsWith(`cache-validate-${version}-`)) fs.rmSync(path.join(dir, old));
  fs.writeFileSync(file, code);
  return code;
}

export default function configCheckPlugin(context: LoadContext): Plugin<Content> {
  const { siteDir, generatedFilesDir } = context;
  const dataDir = path.join(generatedFilesDir, 'config-check-data');
  return {
    name: 'config-check',

    getThemePath() {
      return path.join(__dirname, 'theme');
    },

    getPathsToWatch() {
      return [
        path.join(siteDir, 'docs/configuration/*.{md,mdx}'),
        path.join(siteDir, 'versioned_docs/version-4/configuration/*.{md,mdx}'),
      ];
    },

    async loadContent() {
      const schemas = readSchemas(siteDir);
      const schemaOf = { 5: schemas.v5, 4: schemas.v4 } as Record<WebpackMajor, object>;
      const validators = Object.fromEntries(
        VERSIONS.map((version) => [version, cachedValidator(dataDir, version, schemaOf[version])]),
      ) as Record<WebpackMajor, string>;
      return { catalogs: loadCatalogs(siteDir), validators };
    },

    async contentLoaded({ content }) {
      fs.mkdirSync(dataDir, { recursive: true });
      for (const version of VERSIONS) {
        fs.writeFileSync(path.join(dataDir, `validate-${version}.js`), content.validators[version]);
        fs.writeFileSync(
          path.join(dataDir, `catalog-${version}.json`),
          JSON.stringify(content.catalogs[version]),
        );
      }
    },

    configureWebpack() {
      return {
        resolve: { alias: { [DATA_ALIAS]: dataDir } },
        module: {
          rules: [
            {
              // webpack 4.47.0's WebpackError reads `require("util").inspect.custom`.
              test: /[\\/]tooling[\\/]webpack4[\\/]node_modules[\\/]webpack[\\/]lib[\\/]WebpackError\.js$/,
              resolve: { alias: { util: path.join(__dirname, 'client', 'util.js') } },
            },
          ],
        },
      };
    },
  };
}
