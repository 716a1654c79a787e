/**
 * Reading helpers for the plugins section tests (tests/content/plugins.test.ts):
 * the pages in docs/plugins, the plugin classes the installed webpack exports,
 * option names from JSON schemas and from webpack's types.d.ts, and a sandbox
 * that evaluates the code examples on the pages.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import {
  parseMarkdown,
  extractHeadings,
  extractCodeFences,
} from '../../plugins/content-model/lib/markdown';
import type { CodeFence, Heading } from '../../plugins/content-model/lib/markdown';
import { readSchema, propertyNames } from './schema-options';
import type { JsonSchema } from './schema-options';

export const ROOT = path.resolve(__dirname, '../..');
export const PLUGINS_DIR = path.join(ROOT, 'docs/plugins');
export const NODE_MODULES = path.join(ROOT, 'node_modules');

/** `require` as seen from the site root, so examples load the installed packages. */
export const rootRequire = createRequire(path.join(ROOT, 'package.json'));

export interface PluginPage {
  slug: string;
  file: string;
  data: Record<string, unknown>;
  body: string;
  headings: Heading[];
  fences: CodeFence[];
  /** Lines taken by the front matter: add it to a fence's `line` to get the line in the file. */
  bodyLineOffset: number;
}

/** The pages of a plugins section: `docs/plugins` by default, `versioned_docs/version-4/plugins` for webpack 4. */
export function loadPluginPages(dir = PLUGINS_DIR): PluginPage[] {
  return fs
    .readdirSync(dir)
    .filter((name) => /\.mdx?$/.test(name))
    .sort()
    .map((name) => {
      const file = path.join(dir, name);
      const { data, body, bodyLineOffset } = parseMarkdown(fs.readFileSync(file, 'utf8'));
      return {
        slug: name.replace(/\.mdx?$/, ''),
        file,
        data,
        body,
        headings: extractHeadings(body),
        fences: extractCodeFences(body),
        bodyLineOffset,
      };
    });
}

/** `BannerPlugin` → `banner-plugin`, `SSRManifestPlugin` → `ssr-manifest-plugin`. */
export function kebabCase(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();
}

/** Titles of the headings of `level` that sit below the heading `parent` (matched by title and level). */
export function headingsUnder(
  headings: Heading[],
  parent: { title: string; level: number },
  level: number,
): string[] {
  const out: string[] = [];
  let inside = false;
  for (const h of headings) {
    if (h.level <= parent.level) {
      inside = h.level === parent.level && h.title === parent.title;
      continue;
    }
    if (inside && h.level === level) out.push(h.title);
  }
  return out;
}

export interface ExportedPlugin {
  /** Class name, e.g. `SplitChunksPlugin`. */
  name: string;
  /** Every path it is exported under, e.g. `webpack.optimize.SplitChunksPlugin`. */
  paths: string[];
}

/**
 * Walks the installed webpack's exports and its lower-case namespaces for
 * functions whose export name ends in `Plugin`, grouping aliases (the same
 * class under several paths) together.
 */
export function exportedWebpackPlugins(
  webpackExports = rootRequire('webpack') as Record<string, unknown>,
): ExportedPlugin[] {
  const byClass = new Map<unknown, ExportedPlugin>();
  const seenNamespaces = new Set<unknown>();
  // Reading every export also reads the deprecated aliases (webpack.SingleEntryPlugin, ...), so
  // Node prints their deprecation warnings once; that is expected.
  {
    const walk = (object: Record<string, unknown>, prefix: string, depth: number) => {
      for (const key of Object.keys(object)) {
        let value: unknown;
        try {
          value = object[key];
        } catch {
          // webpack 4 keeps removed plugins (optimize.UglifyJsPlugin, optimize.CommonsChunkPlugin) as getters that throw.
          continue;
        }
        const exportPath = `${prefix}.${key}`;
        if (typeof value === 'function' && key.endsWith('Plugin')) {
          const entry = byClass.get(value) ?? { name: (value as { name: string }).name, paths: [] };
          entry.paths.push(exportPath);
          byClass.set(value, entry);
        } else if (
          value &&
          typeof value === 'object' &&
          /^[a-z]/.test(key) &&
          depth < 3 &&
          !seenNamespaces.has(value)
        ) {
          seenNamespaces.add(value);
          walk(value as Record<string, unknown>, exportPath, depth + 1);
        }
      }
    };
    walk(webpackExports, 'webpack', 0);
  }
  return [...byClass.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** Follows a JSON pointer such as `#/definitions/ObjectPattern` or `#/properties/options`. */
export function schemaAt(root: JsonSchema, pointer: string): JsonSchema {
  let node: unknown = root;
  for (const segment of pointer.replace(/^#\/?/, '').split('/').filter(Boolean)) {
    node = (node as Record<string, unknown> | undefined)?.[
      segment.replace(/~1/g, '/').replace(/~0/g, '~')
    ];
  }
  if (!node || typeof node !== 'object') throw new Error(`No schema node at ${pointer}`);
  return node as JsonSchema;
}

/** Option names a schema file (path relative to `nodeModules`, or absolute) accepts at a pointer. */
export function schemaOptionNames(
  file: string,
  pointer = '#',
  nodeModules = NODE_MODULES,
): string[] {
  const root = readSchema(path.resolve(nodeModules, file));
  return propertyNames(root, schemaAt(root, pointer));
}

const typesSource = (() => {
  let cached: string | undefined;
  return () => (cached ??= fs.readFileSync(path.join(NODE_MODULES, 'webpack/types.d.ts'), 'utf8'));
})();

/** The body of `declare interface <name> { … }` (or `declare class`) in webpack's types.d.ts. */
function declarationBody(kind: 'interface' | 'class', name: string): string {
  const source = typesSource();
  const start = source.indexOf(`declare ${kind} ${name} {`);
  if (start < 0) throw new Error(`types.d.ts declares no ${kind} ${name}`);
  const end = source.indexOf('\n}\n', start);
  return source.slice(start, end);
}

/** Property names of an interface in webpack's types.d.ts (top-level members only). */
export function interfaceOptionNames(name: string): string[] {
  const body = declarationBody('interface', name).replace(/\/\*\*[\s\S]*?\*\//g, '');
  const names = new Set<string>();
  for (const line of body.split('\n')) {
    const m = /^\t(?:readonly\s+)?([A-Za-z_$][\w$]*)\??:/.exec(line);
    if (m) names.add(m[1]!);
  }
  return [...names].sort();
}

/** Parameter names of a class constructor in webpack's types.d.ts; `[]` when it has none. */
export function constructorParameters(className: string): string[] {
  const body = declarationBody('class', className).replace(/\/\*\*[\s\S]*?\*\//g, '');
  const m = /\n\tconstructor\(([\s\S]*?)\);/.exec(body);
  if (!m) return [];
  const params: string[] = [];
  let depth = 0;
  let current = '';
  const source = m[1]!.replace(/=>/g, '  '); // an arrow is not a closing bracket
  for (const ch of source) {
    if ('({<['.includes(ch)) depth++;
    if (')}>]'.includes(ch)) depth--;
    if (ch === ',' && depth === 0) {
      params.push(current);
      current = '';
    } else current += ch;
  }
  if (current.trim()) params.push(current);
  return params.map((p) => /^\s*(?:\.\.\.)?([\w$]+)\??\s*:/.exec(p)?.[1] ?? p.trim());
}

/** Turns `webpack/mini-css-extract-plugin` or `git+https://github.com/a/b.git` into `https://github.com/a/b`. */
export function normalizeRepository(repository: unknown): string {
  const raw =
    typeof repository === 'string'
      ? repository
      : ((repository as { url?: string } | undefined)?.url ?? '');
  if (/^[\w-]+\/[\w.-]+$/.test(raw)) return `https://github.com/${raw}`;
  return raw
    .replace(/^git\+/, '')
    .replace(/^git:\/\//, 'https://')
    .replace(/\.git$/, '');
}

export interface Sandbox {
  /** Runs a `webpack.config.js` example and returns what it exports. */
  runConfig(code: string, file: string): unknown;
  /** Evaluates an expression example (`new X(...)`) with the page's bindings in scope. */
  runExpression(code: string, bindings: Record<string, unknown>): unknown;
}

/** Evaluates example code in this process with `require` resolving from the site root. */
export function createSandbox(dir: string, requireFn: NodeRequire = rootRequire): Sandbox {
  const filename = path.join(dir, 'webpack.config.js');
  return {
    runConfig(code) {
      const module = { exports: {} as unknown };
      const fn = new Function('module', 'exports', 'require', '__dirname', '__filename', code);
      fn(module, module.exports, requireFn, dir, filename);
      return module.exports;
    },
    runExpression(code, bindings) {
      const names = ['require', '__dirname', '__filename', ...Object.keys(bindings)];
      const values = [requireFn, dir, filename, ...Object.values(bindings)];
      const fn = new Function(...names, `return (${code.trim().replace(/;$/, '')});`);
      return fn(...values);
    },
  };
}

/** The front matter keys a plugin or loader page may carry (the v5 and v4 sections alike). */
export const PACKAGE_PAGE_KEYS: ReadonlySet<string> = new Set([
  'title',
  'description',
  'sort',
  'group',
  'related',
  'source',
  'edit',
  'repo',
]);

/**
 * The option names of a TypeScript interface in a package's typings, for packages that ship no
 * JSON schema: the `name:` / `name?:` members indented four spaces between `marker` (e.g.
 * `interface Options {`) and the first `end` after it, doc comments left out. Empty when the
 * marker is missing.
 */
export function typingsOptionNames(file: string, marker: string, end: string): string[] {
  const source = fs.readFileSync(file, 'utf8');
  const start = source.indexOf(marker);
  if (start === -1) return [];
  const body = source.slice(start, source.indexOf(end, start)).replace(/\/\*\*[\s\S]*?\*\//g, '');
  return [...body.matchAll(/^ {4}(\w+)\??:/gm)].map((m) => m[1]!);
}

/**
 * Checks that the pages of each group are numbered 1..N by title (case-insensitive), the order
 * the sidebar of both the v5 and the v4 plugins section relies on. A failure names the group.
 */
export function expectNumberedByTitle(pages: readonly PluginPage[], groups: readonly string[]) {
  for (const group of groups) {
    const byTitle = pages
      .filter((p) => p.data.group === group)
      .sort((a, b) =>
        String(a.data.title).localeCompare(String(b.data.title), 'en', { sensitivity: 'base' }),
      );
    expect({ group, order: byTitle.map((p) => [p.data.title, p.data.sort]) }).toEqual({
      group,
      order: byTitle.map((p, i) => [p.data.title, i + 1]),
    });
  }
}

/**
 * Checks the `#### name` headings under each `### option` heading against the option's source
 * (a schema or a list, resolved by `names`, which differ between the v5 and v4 tests). A failure
 * names the page and the option.
 */
export function expectNestedOptions<S>(
  page: PluginPage,
  nested: Record<string, S> | undefined,
  names: (source: S) => string[],
) {
  for (const [option, source] of Object.entries(nested ?? {})) {
    const headings = headingsUnder(page.headings, { title: option, level: 3 }, 4);
    expect({ page: page.slug, option, nested: [...headings].sort() }).toEqual({
      page: page.slug,
      option,
      nested: names(source),
    });
  }
}

/** The internal links of a page: its `related` URLs and the `](/...)` links outside code fences. */
export function pageLinks(page: Pick<PluginPage, 'data' | 'body'>): string[] {
  const related = ((page.data.related as { url: string }[] | undefined) ?? []).map((r) => r.url);
  const inline = [...page.body.replace(/```[\s\S]*?```/g, '').matchAll(/\]\((\/[^)\s]*)\)/g)].map(
    (m) => m[1]!,
  );
  return [...related, ...inline];
}

/**
 * The options of html-webpack-plugin, which ships no JSON schema: the members of `interface
 * Options` in typings.d.ts of version 5 (v5 docs) and of `interface ProcessedOptions` of version 4
 * (v4 docs), the same names in both. Each plugins test re-reads its own version's typings, so the
 * list fails for the version that drifts.
 */
export const HTML_WEBPACK_PLUGIN_OPTIONS: string[] = [
  'cache',
  'chunks',
  'chunksSortMode',
  'excludeChunks',
  'favicon',
  'filename',
  'hash',
  'inject',
  'meta',
  'minify',
  'publicPath',
  'scriptLoading',
  'showErrors',
  'template',
  'templateContent',
  'templateParameters',
  'title',
  'xhtml',
];
