/**
 * Checks the `- Default:` lines of loader and plugin pages against the
 * packages they document (tests/content/package-defaults.test.ts explains the
 * order of the sources: a live instance, the option schema, the package
 * source). Parametrised by docs version: the current docs read the site's
 * node_modules, the webpack 4 docs read tooling/webpack4.
 */
import fs from 'node:fs';
import path from 'node:path';
import { readSchema, schemasAtPath, type JsonSchema } from './schema-options';
import { matches, parseDefault, show, statedLines, type StatedLine } from './stated-defaults';

const NO_CONDITIONS = { phrases: [], filler: /\b(for|in|the|and|by)\b/gi };

interface Package {
  /** Directory whose .js files are searched for the default. */
  sourceFiles: string[];
  schema?: JsonSchema;
  /** A live instance, for plugins. */
  instance?: Record<string, unknown>;
}

export interface DocsVersion {
  /** Folder holding the `loaders` and `plugins` sections (`docs`, `versioned_docs/version-4`). */
  docsDir: string;
  /** Where packages are resolved from: the site root, or tooling/webpack4. */
  resolveFrom: string;
  /** The npm package and the schema file (absolute, or relative to the package folder) of a loader page. */
  loader(slug: string): { pkg: string; schema?: string } | undefined;
  /** The class a core plugin page documents, for a live instance; left out, core defaults come from the source only. */
  corePlugin?(title: string): unknown;
}

export interface Checked {
  line: StatedLine;
  dir: string;
  outcome: 'confirmed' | 'unparsed' | 'unset' | 'failed';
  detail: string;
}

function jsFiles(dir: string, depth = 0): string[] {
  if (!fs.existsSync(dir) || depth > 3) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : jsFiles(full, depth + 1);
    return /\.(c?js)$/.test(entry.name) && !/\.min\.js$/.test(entry.name) ? [full] : [];
  });
}

function packageDirFrom(version: DocsVersion, pkg: string): string {
  return path.dirname(require.resolve(`${pkg}/package.json`, { paths: [version.resolveFrom] }));
}

/** The source files of a package: its dist/ or lib/ (or the main file's folder). */
function packageSources(version: DocsVersion, pkg: string): string[] {
  const dir = packageDirFrom(version, pkg);
  for (const sub of ['dist', 'lib', 'src']) {
    const files = jsFiles(path.join(dir, sub));
    if (files.length) return files;
  }
  return jsFiles(dir).slice(0, 50);
}

const webpackLibCache = new Map<string, string[]>();
function webpackLib(version: DocsVersion): string[] {
  const dir = path.join(packageDirFrom(version, 'webpack'), 'lib');
  if (!webpackLibCache.has(dir)) webpackLibCache.set(dir, jsFiles(dir));
  return webpackLibCache.get(dir)!;
}

function loaderPackage(version: DocsVersion, slug: string): Package | undefined {
  const entry = version.loader(slug);
  if (!entry) return undefined;
  const schemaFile = entry.schema
    ? path.resolve(packageDirFrom(version, entry.pkg), entry.schema)
    : undefined;
  return {
    sourceFiles: packageSources(version, entry.pkg),
    ...(schemaFile ? { schema: readSchema(schemaFile) } : {}),
  };
}

function construct(PluginClass: unknown): Record<string, unknown> | undefined {
  if (typeof PluginClass !== 'function') return undefined;
  for (const args of [[], [{}]]) {
    try {
      return new (PluginClass as new (...a: unknown[]) => Record<string, unknown>)(...args);
    } catch {
      // Needs options; try the next form.
    }
  }
  return undefined;
}

function pluginPackage(
  version: DocsVersion,
  title: string,
  data: Record<string, unknown>,
): Package | undefined {
  const packageDir = (pkg: string) => packageDirFrom(version, pkg);
  if (typeof data.repo === 'string') {
    // A contrib plugin: the page title is the package name.
    let instance: Record<string, unknown> | undefined;
    try {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const loaded = require(require.resolve(title, { paths: [version.resolveFrom] })) as {
        default?: unknown;
      };
      instance = construct(loaded.default ?? loaded);
    } catch {
      instance = undefined;
    }
    const schemaFile = [
      path.join(packageDir(title), 'dist/options.json'),
      path.join(packageDir(title), 'dist/plugin-options.json'),
      // workbox-webpack-plugin validates with workbox-build's schema, which carries the defaults.
    ].find((f) => fs.existsSync(f));
    // workbox-webpack-plugin validates with workbox-build's schemas (GenerateSW and InjectManifest), which carry the defaults.
    const workbox = ['WebpackGenerateSWOptions', 'WebpackInjectManifestOptions'].map((n) =>
      readSchema(path.join(packageDir('workbox-build'), `build/schema/${n}.json`)),
    );
    const schema =
      title === 'workbox-webpack-plugin'
        ? ({ anyOf: workbox } as JsonSchema)
        : schemaFile
          ? readSchema(schemaFile)
          : undefined;
    return {
      sourceFiles: packageSources(version, title),
      ...(instance ? { instance } : {}),
      ...(schema ? { schema } : {}),
    };
  }
  // A core plugin: its own file first, then the rest of webpack/lib (defaults often live in a helper).
  const webpackLibFiles = webpackLib(version);
  const own = webpackLibFiles.filter((f) => path.basename(f) === `${title}.js`);
  if (own.length === 0) return undefined;
  const near = webpackLibFiles.filter(
    (f) => !own.includes(f) && own.some((o) => path.dirname(o) === path.dirname(f)),
  );
  const instance = version.corePlugin ? construct(version.corePlugin(title)) : undefined;
  return { sourceFiles: [...own, ...near], ...(instance ? { instance } : {}) };
}

/** A JavaScript source spelling of a literal, as a regular expression. */
function sourcePattern(value: unknown): string | undefined {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  // Strings as written in source: escapes (`\n`) kept, either quote.
  if (typeof value === 'string') return `(["'\`])${escape(JSON.stringify(value).slice(1, -1))}\\1`;
  if (Array.isArray(value) && value.length > 0) {
    const items = value.map((v) =>
      typeof v === 'string'
        ? `["'\`]${escape(JSON.stringify(v).slice(1, -1))}["'\`]`
        : sourcePattern(v),
    );
    if (items.every(Boolean)) return `\\[\\s*${items.join('\\s*,\\s*')}\\s*,?\\s*\\]`;
  }
  if (typeof value === 'number')
    return value === Infinity ? 'Infinity' : `(?<![\\w.])${escape(String(value))}(?![\\w.])`;
  if (typeof value === 'boolean') return `(?<![\\w.])${value}(?![\\w.])`;
  if (value instanceof RegExp) return escape(String(value));
  if (Array.isArray(value) && value.length === 0) return '\\[\\s*\\]';
  if (value && typeof value === 'object' && Object.keys(value).length === 0) return '\\{\\s*\\}';
  return undefined;
}

const sources = new Map<string, string>();
const read = (file: string) => {
  if (!sources.has(file)) sources.set(file, fs.readFileSync(file, 'utf8'));
  return sources.get(file)!;
};

/**
 * The option name followed, within one statement, by the value
 * (`threshold: 0`, `options.algorithm || "gzip"`), a `DEFAULT_FILENAME =
 * "manifest.json"` constant, or `option !== false` for a stated `true`.
 */
function sourceEvidence(files: string[], name: string, value: unknown): string | undefined {
  const pattern = sourcePattern(value);
  if (!pattern) return undefined;
  const escaped = name.replace(/[$]/g, '\\$');
  const constant = `DEFAULT_${name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase()}`;
  const res = [
    new RegExp(`\\b${escaped}\\b["']?\\s*(?:[:=]|\\?\\?|\\|\\||!==?|===?|,)[^;]{0,100}?${pattern}`),
    new RegExp(`\\b${constant}\\s*=\\s*${pattern}`),
    ...(value === true
      ? [
          new RegExp(`\\b${escaped}\\s*!==\\s*false\\b`),
          // `typeof options.emitFile === 'undefined' || options.emitFile`: left out reads as true.
          new RegExp(`typeof\\s+[\\w.]*\\b${escaped}\\s*===\\s*["']undefined["']\\s*\\|\\|`),
        ]
      : []),
  ];
  for (const file of files) {
    const text = read(file);
    for (const re of res) {
      const m = re.exec(text);
      if (m)
        return `${path.basename(path.dirname(file))}/${path.basename(file)}: ${m[0].trim().slice(0, 120)}`;
    }
  }
  return undefined;
}

function instanceValue(
  instance: Record<string, unknown>,
  segments: string[],
): { found: boolean; value: unknown } {
  for (const base of [instance.options, instance._options, instance.pluginOptions, instance]) {
    let current: unknown = base;
    let found = true;
    for (const segment of segments) {
      if (current && typeof current === 'object' && segment in (current as object))
        current = (current as Record<string, unknown>)[segment];
      else {
        found = false;
        break;
      }
    }
    if (found && base !== undefined) return { found: true, value: current };
  }
  return { found: false, value: undefined };
}

function schemaDefault(schema: JsonSchema, optionPath: string): { found: boolean; value: unknown } {
  for (const node of schemasAtPath(schema, optionPath)) {
    if ('default' in node) return { found: true, value: node.default };
  }
  return { found: false, value: undefined };
}

/** Every `- Default:` line under an option heading of one page, with what the package says about it. */
export function checkPage(
  version: DocsVersion,
  dir: 'loaders' | 'plugins',
  file: string,
): Checked[] {
  const source = fs.readFileSync(path.join(version.docsDir, dir, file), 'utf8');
  const slug = file.replace(/\.mdx?$/, '');
  const front = /^---\n([\s\S]*?)\n---/.exec(source)?.[1] ?? '';
  const title = /^title:\s*(.+)$/m.exec(front)?.[1]?.trim() ?? slug;
  const data = { repo: /^repo:\s*(.+)$/m.exec(front)?.[1] };
  const pkg =
    dir === 'loaders' ? loaderPackage(version, slug) : pluginPackage(version, title, data);
  const out: Checked[] = [];
  for (const line of statedLines(file, source)) {
    if (line.kind !== 'Default' || !line.isOptionHeading || line.qualifier) continue;
    const optionPath = line.heading.replace(/^options\./, '');
    const segments = optionPath.split('.');
    const name = segments[segments.length - 1]!;
    const parsed = parseDefault(line.text, NO_CONDITIONS);
    if (parsed.kind === 'unparsed') {
      out.push({ line, dir, outcome: 'unparsed', detail: parsed.reason });
      continue;
    }
    if (parsed.kind === 'unset' || !pkg) {
      out.push({
        line,
        dir,
        outcome: 'unset',
        detail: pkg ? 'stated as not set' : 'no package source known',
      });
      continue;
    }
    const clause = parsed.clauses[0]!;
    if (parsed.clauses.length > 1 || clause.ref) {
      out.push({ line, dir, outcome: 'unparsed', detail: 'several values or a reference' });
      continue;
    }
    const stated = clause.value;
    if (pkg.instance) {
      const live = instanceValue(pkg.instance, segments);
      if (live.found && live.value !== undefined) {
        out.push(
          matches(stated, live.value)
            ? { line, dir, outcome: 'confirmed', detail: 'live instance' }
            : {
                line,
                dir,
                outcome: 'failed',
                detail: `new ${line.page.replace(/\.md$/, '')}() has ${show(live.value)}`,
              },
        );
        continue;
      }
    }
    if (pkg.schema) {
      const fromSchema = schemaDefault(pkg.schema, optionPath);
      if (fromSchema.found) {
        out.push(
          matches(stated, fromSchema.value)
            ? { line, dir, outcome: 'confirmed', detail: 'schema default' }
            : {
                line,
                dir,
                outcome: 'failed',
                detail: `the schema's default is ${show(fromSchema.value)}`,
              },
        );
        continue;
      }
    }
    // `false`, `null`, `[]`, `{}`: what an option left out reads as where the package tests or spreads it.
    const empty =
      stated === undefined ||
      stated === false ||
      stated === null ||
      (Array.isArray(stated) && stated.length === 0) ||
      (typeof stated === 'object' &&
        stated !== null &&
        !(stated instanceof RegExp) &&
        Object.keys(stated).length === 0);
    if (empty && !sourceEvidence(pkg.sourceFiles, name, stated)) {
      out.push({
        line,
        dir,
        outcome: 'unset',
        detail: 'an empty value (false, null, [] or {}), read as the option left out',
      });
      continue;
    }
    const evidence = sourceEvidence(pkg.sourceFiles, name, stated);
    out.push(
      evidence
        ? { line, dir, outcome: 'confirmed', detail: evidence }
        : {
            line,
            dir,
            outcome: 'failed',
            detail: `no default ${show(stated)} for \`${name}\` in the schema or in the package source (${pkg.sourceFiles.length} files searched)`,
          },
    );
  }
  return out;
}

/** The pages of a section, without its index. */
export function sectionPages(version: DocsVersion, dir: 'loaders' | 'plugins'): string[] {
  return fs
    .readdirSync(path.join(version.docsDir, dir))
    .filter((f) => /\.mdx?$/.test(f) && f !== 'index.md')
    .sort();
}
