/**
 * Checks the `- Type:` lines of plugin pages (docs/plugins and
 * versioned_docs/version-4/plugins) against what the plugin accepts, the way
 * tests/content/configuration-defaults.test.ts checks configuration pages:
 * the stated type is reduced to kinds (string, number, function, …) by
 * `parseTypeList` and compared with `compareTypeKinds` (tests/helpers/stated-defaults.ts).
 *
 * Where an option's type comes from: a JSON schema (the plugin's own, or
 * webpack's `WebpackOptions.json` for SplitChunksPlugin), or, for a plugin
 * with no schema, the type its constructor handles, written out as a type and
 * the file it was read from. The heading trail under `## Options` or
 * `## Arguments` (`### \`patterns\`` > `#### \`from\``) names the option.
 */
import fs from 'node:fs';
import { schemaAt } from './plugins-pages';
import { readSchema, schemasAtPath, type JsonSchema } from './schema-options';
import {
  compareTypeKinds,
  parseTypeList,
  schemaTypeKinds,
  statedLines,
  type SchemaKinds,
  type StatedLine,
} from './stated-defaults';

export type TypeSource =
  /** A JSON schema file (absolute path) and a JSON pointer inside it (the options object). */
  | { schema: string; pointer?: string }
  /** Option → type as the constructor reads it (`'string | RegExp'`), for options no schema describes; `from` names the file. */
  | { types: Record<string, string>; from: string };

/**
 * Where the types of one page come from, by scope: `''` for the `###` headings
 * under Options or Arguments, `'patterns'` for the `####` headings under
 * `### \`patterns\`` (a scope that is not listed falls back to `''` with the
 * dotted path, `patterns.from`).
 */
export type PageTypeSources = Record<string, TypeSource>;

export interface TypeLineReport {
  /** Lines compared with a source. */
  checked: number;
  /** Lines with no source, or stated in words (only counted with `{ partial: true }`; otherwise each is a failure). */
  unsourced: number;
  /** `file:line: message` for each line that disagrees, has no source, or cannot be read. */
  failures: string[];
}

const schemaCache = new Map<string, JsonSchema>();
const loadSchema = (file: string) => {
  let schema = schemaCache.get(file);
  if (!schema) schemaCache.set(file, (schema = readSchema(file)));
  return schema;
};

/** Type names a page may use for a definition of the source's schema (`Rules`, `SharedConfig`). */
function namedKinds(source: TypeSource): (name: string) => SchemaKinds['kinds'] | undefined {
  if (!('schema' in source)) return () => undefined;
  const root = loadSchema(source.schema);
  return (name) => {
    const definition = (root.definitions as Record<string, JsonSchema> | undefined)?.[name];
    return definition ? schemaTypeKinds(root, definition).kinds : undefined;
  };
}

/** The kinds a source accepts for an option path inside it; undefined when it does not know the option (or cannot read its type). */
function sourceKinds(source: TypeSource, optionPath: string): SchemaKinds | undefined {
  if ('types' in source) {
    const type = source.types[optionPath];
    if (type === undefined) return undefined;
    const parsed = parseTypeList(`\`${type}\``);
    if (parsed.kind === 'unparsed') return undefined;
    return {
      kinds: parsed.kinds,
      enumStrings: parsed.stringLiterals,
      freeString: parsed.hasFreeString,
    };
  }
  const root = loadSchema(source.schema);
  const start = schemaAt(root, source.pointer ?? '#');
  const nodes = optionPath === '' ? [start] : schemasAtPath(root, optionPath, start);
  if (nodes.length === 0) return undefined;
  return schemaTypeKinds(root, nodes.length === 1 ? nodes[0]! : { anyOf: nodes });
}

/** The option path a Type line documents (`patterns.from`), or undefined outside Options/Arguments. */
export function optionPathOf(line: StatedLine): string | undefined {
  const [section, ...rest] = line.trail;
  if ((section !== 'Options' && section !== 'Arguments') || rest.length === 0) return undefined;
  return rest.join('.');
}

/** Checks every Type line of one plugin page against its sources. */
export function checkPluginTypeLines(
  file: string,
  sources: PageTypeSources | undefined,
  options: { partial?: boolean } = {},
): TypeLineReport {
  const page = file.split('/').slice(-1)[0]!;
  const lines = statedLines(page, fs.readFileSync(file, 'utf8')).filter((l) => l.kind === 'Type');
  const report: TypeLineReport = { checked: 0, unsourced: 0, failures: [] };
  for (const line of lines) {
    const where = `${file.replace(/^.*?(versioned_docs|docs)\//, '$1/')}:${line.line}`;
    const optionPath = optionPathOf(line);
    if (!optionPath) {
      report.failures.push(`${where}: a Type line outside "## Options" or "## Arguments"`);
      continue;
    }
    const segments = optionPath.split('.');
    let real: SchemaKinds | undefined;
    let named: ReturnType<typeof namedKinds> = () => undefined;
    // The longest listed scope that prefixes the path wins; '' is the page's own options.
    for (let i = segments.length - 1; i >= 0 && !real; i--) {
      const scope = segments.slice(0, i).join('.');
      const source = sources?.[scope];
      if (source) {
        real = sourceKinds(source, segments.slice(i).join('.'));
        named = namedKinds(source);
      }
    }
    if (!real && options.partial) {
      report.unsourced++;
      continue;
    }
    if (!real) {
      report.failures.push(
        `${where}: no type source for \`${optionPath}\` (add it to the page's type sources)`,
      );
      continue;
    }
    const stated = parseTypeList(line.text, named);
    if (stated.kind === 'unparsed' && options.partial) {
      report.unsourced++;
      continue;
    }
    if (stated.kind === 'unparsed') {
      report.failures.push(`${where}: Type line does not parse (${stated.reason}): ${line.text}`);
      continue;
    }
    report.checked++;
    report.failures.push(
      ...compareTypeKinds(where, stated, real).map((f) => `${f.where}: ${f.message}`),
    );
  }
  return report;
}
