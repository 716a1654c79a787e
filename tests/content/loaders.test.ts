/**
 * Content checks for docs/loaders/: one page per installed loader package,
 * front matter that matches the package, an `## Options` section that matches
 * the loader's schema (or the option list read from its source), and examples
 * that pass webpack's validation and the loader's own option validation.
 */
import fs from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { propertyNames, propertySchema, readSchema } from '../helpers/schema-options';
import type { JsonSchema } from '../helpers/schema-options';
import {
  ESBUILD_TRANSFORM_OPTIONS,
  LOADERS_DOCS,
  LOADER_PACKAGES,
  NODE_MODULES,
  SWC_OPTIONS,
  THREAD_LOADER_OPTIONS,
  TS_LOADER_OPTIONS,
  validLoaderOptionsIn,
  VUE_LOADER_OPTIONS,
  normalizeRepository,
  readPackageJson,
} from '../helpers/loaders-catalog';
import { PACKAGE_PAGE_KEYS } from '../helpers/plugins-pages';
import { SITE_ROUTES } from '../helpers/site-routes';
import type { LoaderPackage } from '../helpers/loaders-catalog';
import {
  checkConfigExamples,
  checkLoaderOptions,
  collectLoaderUses,
  evaluateConfig,
  evaluateFragment,
  expectOptionChecksWork,
  resolveLoader,
} from '../helpers/loaders-examples';
import type { LoaderUse } from '../helpers/loaders-examples';
import {
  blocks,
  checkOptionHeadings,
  inlineCodeNames,
  internalLinks,
  optionHeadings,
  readPage,
  section,
} from '../helpers/loaders-page';
import type { Page } from '../helpers/loaders-page';

function loadPage(slug: string): Page {
  const file = path.join(LOADERS_DOCS, `${slug}.md`);
  // A missing page reads as empty, so its tests fail one by one instead of the suite not loading.
  return readPage(file, fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '');
}

function schemaOf(spec: LoaderPackage): JsonSchema | undefined {
  return spec.schema ? readSchema(path.join(NODE_MODULES, spec.schema)) : undefined;
}

/** Top-level option names the page must document under `## Options`. */
function requiredOptions(spec: LoaderPackage): string[] {
  const schema = schemaOf(spec);
  const names = new Set<string>(schema ? propertyNames(schema) : []);
  spec.ownOptions?.names.forEach((n) => names.add(n));
  return [...names].sort();
}

/** Nested option names (`parent.child`) a schema defines for object-valued options. */
function nestedOptions(spec: LoaderPackage): Map<string, string[]> {
  const schema = schemaOf(spec);
  const nested = new Map<string, string[]>();
  if (!schema) return nested;
  for (const name of propertyNames(schema)) {
    const child = propertySchema(schema, name);
    const childNames = child ? propertyNames(schema, child) : [];
    if (childNames.length > 0) nested.set(name, childNames);
  }
  return nested;
}

/** Option names a loader accepts in a configuration example. */
function acceptedOptionNames(spec: LoaderPackage): Set<string> | undefined {
  const schema = schemaOf(spec);
  if (schema && schema.additionalProperties === false) return undefined; // schema-utils decides
  const names = new Set<string>(requiredOptions(spec));
  spec.passThrough?.names.forEach((n) => names.add(n));
  // val-loader hands every option to the executed module, so any name is fine.
  if (spec.slug === 'val-loader') return undefined;
  return names;
}

/** Keyed by real path: require.resolve follows links, such as a worktree's linked node_modules. */
const realPath = (file: string) => (fs.existsSync(file) ? fs.realpathSync(file) : file);
const LOADER_BY_MODULE = new Map(
  LOADER_PACKAGES.map((spec) => [realPath(path.join(NODE_MODULES, spec.loaderModule)), spec]),
);

function specForUse(use: LoaderUse): LoaderPackage | undefined {
  const resolved = resolveLoader(use.loader);
  return resolved ? LOADER_BY_MODULE.get(resolved) : undefined;
}

/** Checks one loader use against the loader's schema / option list; returns problems. */
function checkUse(use: LoaderUse): string[] {
  const spec = specForUse(use);
  if (!spec) return [];
  return checkLoaderOptions(spec.pkg, use.options, schemaOf(spec), acceptedOptionNames(spec));
}

/** A function configuration is called once per mode, like webpack-cli would; arrays are flattened. */
function expandConfig(exported: unknown): unknown[] {
  if (typeof exported === 'function') {
    return (['production', 'development'] as const).flatMap((mode) =>
      expandConfig((exported as (env: unknown, argv: unknown) => unknown)({}, { mode })),
    );
  }
  return Array.isArray(exported) ? exported.flatMap(expandConfig) : [exported];
}

const slugs = LOADER_PACKAGES.map((p) => p.slug);
const sortedSlugs = [...slugs].sort();

describe('loaders section: inventory', () => {
  it('has an index page and at least 20 loader pages, one per catalogued package', () => {
    const files = fs.readdirSync(LOADERS_DOCS).filter((f) => /\.mdx?$/.test(f));
    expect(files).toContain('index.md');
    const pages = files.filter((f) => f !== 'index.md').map((f) => f.replace(/\.mdx?$/, ''));
    expect(pages.sort()).toEqual(sortedSlugs);
    expect(pages.length).toBeGreaterThanOrEqual(20);
  });

  it('catalogues only installed packages whose loader module exists', () => {
    for (const spec of LOADER_PACKAGES) {
      expect(fs.existsSync(path.join(NODE_MODULES, spec.loaderModule))).toBe(true);
      for (const extra of spec.installWith)
        expect(fs.existsSync(path.join(NODE_MODULES, extra, 'package.json'))).toBe(true);
    }
  });
});

describe('loaders section: explicit option lists still match the package source', () => {
  const read = (file: string) => fs.readFileSync(path.join(NODE_MODULES, file), 'utf8');

  it('ts-loader: validLoaderOptions in dist/index.js', () => {
    const names = validLoaderOptionsIn(path.join(NODE_MODULES, 'ts-loader/dist/index.js'));
    expect(names.sort()).toEqual([...TS_LOADER_OPTIONS].sort());
  });

  it('thread-loader: getPool() in dist/workerPools.js', () => {
    const names = [...read('thread-loader/dist/workerPools.js').matchAll(/options\.(\w+)/g)].map(
      (x) => x[1],
    );
    expect([...new Set(names)].sort()).toEqual([...THREAD_LOADER_OPTIONS].sort());
  });

  it('vue-loader: VueLoaderOptions in dist/index.d.ts', () => {
    const m = /interface VueLoaderOptions \{([\s\S]*?)\n\}/.exec(
      read('vue-loader/dist/index.d.ts'),
    );
    const names = [...(m?.[1] ?? '').matchAll(/^\s{4}(\w+)\??:/gm)].map((x) => x[1]);
    expect(names.sort()).toEqual([...VUE_LOADER_OPTIONS].sort());
  });

  it('esbuild-loader: TransformOptions and CommonOptions in esbuild/lib/main.d.ts', () => {
    const source = read('esbuild/lib/main.d.ts');
    const body = (name: string) =>
      new RegExp(`interface ${name}[^{]*\\{([\\s\\S]*?)\\n\\}`).exec(source)?.[1] ?? '';
    const names = [body('CommonOptions'), body('TransformOptions')]
      .flatMap((b) => [...b.matchAll(/^\s{2}(\w+)\??:/gm)].map((x) => x[1]!))
      .filter((n) => n !== 'sourcemap' && n !== 'sourcefile');
    expect(names.sort()).toEqual([...ESBUILD_TRANSFORM_OPTIONS].sort());
    const loaderTypes = read('esbuild-loader/dist/index.d.cts');
    expect(loaderTypes).toMatch(
      /type LoaderOptions = Except<TransformOptions, 'sourcemap' \| 'sourcefile'>/,
    );
  });

  it('swc-loader: Options and Config in @swc/types/index.d.ts', () => {
    const source = read('@swc/types/index.d.ts');
    const body = (re: RegExp) => re.exec(source)?.[1] ?? '';
    const names = [
      body(/export interface Options extends Config \{([\s\S]*?)\n\}/),
      body(/export interface Config \{([\s\S]*?)\n\}/),
    ].flatMap((b) => [...b.matchAll(/^\s{4}(\w+)\??:/gm)].map((x) => x[1]!));
    expect([...names, 'sourceMap'].sort()).toEqual([...SWC_OPTIONS].sort());
    const loader = read('swc-loader/src/index.js');
    for (const own of ['sync', 'parseMap'])
      expect(loader).toContain(`delete programmaticOptions.${own};`);
  });
});

describe('loaders section: option heading comparison (self-test)', () => {
  const body = [
    '## Options',
    '',
    '### `url`',
    '',
    'Type: x',
    '',
    '### `bogus`',
    '',
    '### Other options',
    '',
    '## Next',
    '',
    '### `import`',
  ].join('\n');

  it('reports options without a heading and headings without an option', () => {
    const result = checkOptionHeadings(section(body, 'Options') ?? '', ['import', 'url']);
    expect(result).toEqual({ missing: ['import'], unknown: ['bogus'] });
  });

  it('flags a loader option the schema rejects', () => {
    expectOptionChecksWork(checkUse);
  });
});

describe.each(LOADER_PACKAGES.map((spec) => [spec.slug, spec] as const))(
  'loaders/%s',
  (slug, spec) => {
    const page = loadPage(slug);
    const pkgJson = readPackageJson(spec.pkg);
    const repo = normalizeRepository(pkgJson.repository);
    const optionsSection = section(page.body, 'Options') ?? '';

    it('has only allowed front matter keys, a title and a one-sentence description', () => {
      for (const key of Object.keys(page.data)) expect(PACKAGE_PAGE_KEYS).toContain(key);
      expect(typeof page.data.title).toBe('string');
      expect(typeof page.data.description).toBe('string');
      const description = String(page.data.description);
      expect(description).toMatch(/\.$/);
      expect(description.split(/[.!?]\s+[A-Z]/).length).toBe(1);
    });

    it('is sorted alphabetically (sort = position + 1)', () => {
      expect(page.data.sort).toBe(sortedSlugs.indexOf(slug) + 1);
    });

    it('carries repo, source and edit from the package repository, and the matching group', () => {
      expect(page.data.repo).toBe(repo);
      const readme = spec.readme ?? 'README.md';
      expect(String(page.data.source)).toMatch(
        new RegExp(`^${repo.replace(/[.]/g, '\\.')}/blob/[\\w.-]+/${readme}$`),
      );
      expect(page.data.edit).toBe(page.data.source);
      const owner = new URL(repo).pathname.split('/')[1];
      expect(page.data.group).toBe(
        owner === 'webpack' || owner === 'webpack-contrib' ? 'webpack contrib' : 'Community',
      );
    });

    it('has no H1 and starts with prose that names the package', () => {
      expect(page.headings.filter((h) => h.level === 1)).toEqual([]);
      const intro = page.body.trim().split('\n## ')[0] ?? '';
      expect(intro).toContain(spec.pkg);
    });

    it('shows the install command with the packages it needs', () => {
      const installs = page.fences.filter(
        (f) => f.lang === 'bash' && f.code.includes('npm install --save-dev'),
      );
      expect(installs.length).toBeGreaterThan(0);
      const words = installs.flatMap((f) => f.code.split(/\s+/));
      for (const needed of [spec.pkg, ...spec.installWith]) expect(words).toContain(needed);
    });

    it('has Usage and Options sections', () => {
      const h2 = page.headings.filter((h) => h.level === 2).map((h) => h.title);
      expect(h2).toContain('Options');
      expect(h2.some((t) => /usage/i.test(t))).toBe(true);
    });

    it('documents every option the package accepts and no other', () => {
      const required = requiredOptions(spec);
      const allowed =
        spec.passThrough && !spec.passThrough.section
          ? [...required, ...spec.passThrough.names]
          : required;
      expect(checkOptionHeadings(optionsSection, required, allowed)).toEqual({
        missing: [],
        unknown: [],
      });
    });

    it('documents nested schema options as `parent.child` headings or inline code in the parent section', () => {
      const nested = nestedOptions(spec);
      const headingNames = optionHeadings(optionsSection).nested;
      const known = new Set(
        [...nested].flatMap(([parent, children]) => children.map((c) => `${parent}.${c}`)),
      );
      for (const name of headingNames.filter((n) => n.includes('.'))) expect(known).toContain(name);
      const optionBlocks = blocks(optionsSection).filter((b) => b.level === 3 && b.isCode);
      for (const [parent, children] of nested) {
        const block = optionBlocks.find((b) => b.heading === parent);
        const mentioned = inlineCodeNames(block?.text ?? '');
        const missing = children.filter(
          (c) =>
            !headingNames.includes(`${parent}.${c}`) &&
            !mentioned.has(c) &&
            !mentioned.has(`${parent}.${c}`),
        );
        expect({ parent, missing }).toEqual({ parent, missing: [] });
      }
    });

    if (spec.passThrough?.mustMention) {
      it(`mentions every option forwarded to the wrapped tool (${spec.passThrough.from})`, () => {
        const mentioned = inlineCodeNames(optionsSection);
        const headings = optionHeadings(optionsSection).top;
        const missing = spec.passThrough!.names.filter(
          (n) => !mentioned.has(n) && !headings.includes(n),
        );
        expect(missing).toEqual([]);
      });
    }

    if (spec.passThrough?.section) {
      it(`names only real options in "## ${spec.passThrough.section}"`, () => {
        const text = section(page.body, spec.passThrough!.section!) ?? '';
        const { top } = optionHeadings(text);
        expect(top.length).toBeGreaterThan(0);
        expect(top.filter((n) => !spec.passThrough!.names.includes(n))).toEqual([]);
      });
    }

    it('gives every option a type, a default and an example', () => {
      const optionBlocks = blocks(optionsSection).filter((b) => b.level === 3 && b.isCode);
      expect(optionBlocks.length).toBeGreaterThan(0);
      for (const block of optionBlocks) {
        const own = block.text;
        expect({ option: block.heading, type: /^- Type:\s/m.test(own) }).toEqual({
          option: block.heading,
          type: true,
        });
        expect({ option: block.heading, def: /^- Default:\s/m.test(own) }).toEqual({
          option: block.heading,
          def: true,
        });
        expect({ option: block.heading, example: /^```/m.test(own) }).toEqual({
          option: block.heading,
          example: true,
        });
      }
    });

    it('gives every code fence a language, and config files a title', () => {
      for (const fence of page.fences) {
        expect({ line: fence.line, lang: fence.lang }).not.toEqual({ line: fence.line, lang: '' });
        if (/module\.exports\s*=/.test(fence.code))
          expect({ line: fence.line, title: fence.title }).toEqual({
            line: fence.line,
            title: expect.any(String),
          });
      }
    });

    it("has webpack.config.js examples that pass webpack validation and the loaders' own option checks", () => {
      const { fences, problems, ownUses } = checkConfigExamples(page.fences, {
        configs: (code) => expandConfig(evaluateConfig(code)),
        validate: (config) => webpack.validate(config as webpack.Configuration),
        checkUse,
        isOwn: (use) => specForUse(use) === spec,
      });
      expect(fences).toBeGreaterThan(0);
      expect(problems).toEqual([]);
      // At least one complete example applies the page's own loader.
      expect(ownUses).toBeGreaterThan(0);
    });

    it("has partial rule fragments whose loader options pass the loader's checks", () => {
      const partials = page.fences.filter(
        (f) => f.title === 'webpack.config.js' && /\bpartial\b/.test(f.meta),
      );
      const problems: string[] = [];
      for (const fence of partials) {
        const value = evaluateFragment(fence.code);
        if (value === undefined) continue;
        for (const use of collectLoaderUses(value))
          problems.push(...checkUse(use).map((p) => `line ${fence.line}: ${p}`));
      }
      expect(problems).toEqual([]);
    });

    it('links only to pages in the route list, with existing anchors inside /loaders/', () => {
      const related = Array.isArray(page.data.related)
        ? (page.data.related as { url?: unknown }[])
        : [];
      const links = [
        ...internalLinks(page.body),
        ...related.map((r) => String(r.url)).filter((u) => u.startsWith('/')),
      ];
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) {
        const [pathPart, anchor] = link.split('#');
        expect(SITE_ROUTES).toContain(pathPart);
        if (anchor && pathPart!.startsWith('/loaders/')) {
          const target = pathPart === '/loaders/' ? 'index' : pathPart!.split('/')[2]!;
          const ids = (target === slug ? page : loadPage(target)).headings.map((h) => h.id);
          expect({ link, found: ids.includes(anchor) }).toEqual({ link, found: true });
        }
      }
      for (const r of related) expect(typeof (r as { title?: unknown }).title).toBe('string');
    });

    it('links back to the loaders concept page', () => {
      const related = Array.isArray(page.data.related)
        ? (page.data.related as { url?: unknown }[])
        : [];
      const links = [...internalLinks(page.body), ...related.map((r) => String(r.url))];
      expect(links.some((l) => l.startsWith('/concepts/loaders/'))).toBe(true);
    });
  },
);

describe('loaders/index', () => {
  const page = loadPage('index');
  const links = internalLinks(page.body);

  it('has the section front matter', () => {
    for (const key of Object.keys(page.data)) expect(PACKAGE_PAGE_KEYS).toContain(key);
    expect(page.data.sort).toBe(-1);
    expect(typeof page.data.title).toBe('string');
    expect(typeof page.data.description).toBe('string');
    expect(page.headings.filter((h) => h.level === 1)).toEqual([]);
  });

  it('links to every loader page', () => {
    for (const slug of slugs) expect(links).toContain(`/loaders/${slug}/`);
  });

  it('groups loaders by job and points to asset modules and native JSON', () => {
    const h2 = page.headings.filter((h) => h.level === 2).map((h) => h.title.toLowerCase());
    for (const job of [
      'files',
      'json',
      'transpiling',
      'templating',
      'styling',
      'frameworks',
      'linting',
    ]) {
      expect({ job, found: h2.some((t) => t.includes(job)) }).toEqual({ job, found: true });
    }
    expect(links).toContain('/guides/asset-modules/');
    const json = blocks(page.body).find((b) => b.level === 2 && /json/i.test(b.heading));
    expect(json?.text).toMatch(/without a loader|no loader|natively/i);
  });

  it('links only to routes in the route list', () => {
    for (const link of links) expect(SITE_ROUTES).toContain(link.split('#')[0]);
  });
});
