/**
 * The webpack 4 loaders section (versioned_docs/version-4/loaders) against the
 * loader packages of the webpack 4 era installed in tooling/webpack4: one page
 * per package that names the version it documents, an `## Options` section
 * whose headings are exactly the options the package accepts (from its own
 * schema, or the list ts-loader validates), and examples that pass webpack 4's
 * validation and each loader's own option schema.
 */
import fs from 'node:fs';
import path from 'node:path';
import { normalizeRepository, validLoaderOptionsIn } from '../../helpers/loaders-catalog';
import {
  checkConfigExamples,
  checkLoaderOptions,
  evaluateConfig,
  expectOptionChecksWork,
} from '../../helpers/loaders-examples';
import type { LoaderUse } from '../../helpers/loaders-examples';
import {
  blocks,
  checkOptionHeadings,
  inlineCodeNames,
  internalLinks,
  optionHeadings,
  readPage,
  section,
} from '../../helpers/loaders-page';
import type { Page } from '../../helpers/loaders-page';
import { propertyNames, propertySchema, readSchema } from '../../helpers/schema-options';
import type { JsonSchema } from '../../helpers/schema-options';
import { PACKAGE_PAGE_KEYS } from '../../helpers/plugins-pages';
import { SITE_ROUTES } from '../../helpers/site-routes';
import {
  TS_LOADER_8_OPTIONS,
  V4_DOCS,
  V4_LOADERS,
  packageFile4,
  packageJson4,
  require4,
  v4SectionIndexes,
} from '../../helpers/webpack4';
import type { LoaderPackage4 } from '../../helpers/webpack4';

const LOADERS_DIR = path.join(V4_DOCS, 'loaders');
const webpack4 = require4('webpack') as {
  validateSchema(schema: object, options: unknown): unknown[];
  WebpackOptionsValidationError: new (errors: unknown[]) => Error;
};

const schemaOf = (spec: LoaderPackage4): JsonSchema | undefined =>
  spec.schema ? readSchema(packageFile4(spec.pkg, spec.schema)) : undefined;

function requiredOptions(spec: LoaderPackage4): string[] {
  const schema = schemaOf(spec);
  return [
    ...new Set([...(schema ? propertyNames(schema) : []), ...(spec.ownOptions?.names ?? [])]),
  ].sort();
}

function loadPage(slug: string): Page {
  const file = path.join(LOADERS_DIR, `${slug}.md`);
  return readPage(file, fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '');
}

/**
 * `require` for the examples: packages resolve from tooling/webpack4; `require.resolve()`
 * of a package that is not installed there (jquery, lodash) or of a project file gives a
 * plausible path, since only the shape of the configuration is checked.
 */
const exampleRequire = Object.assign((id: string) => require4(id), {
  resolve: (id: string) => {
    try {
      return require4.resolve(id);
    } catch {
      return path.resolve(V4_DOCS, 'node_modules', id);
    }
  },
}) as unknown as NodeRequire;

/** The catalog entry a rule's loader request belongs to: by package name in the request or the path. */
function specForUse(use: LoaderUse): LoaderPackage4 | undefined {
  const request = use.loader.replace(/\?.*$/, '');
  return (
    V4_LOADERS.find((s) => s.pkg === request) ??
    V4_LOADERS.find(
      (s) =>
        request.includes(`${path.sep}${s.pkg}${path.sep}`) &&
        (s.slug !== s.pkg || !request.includes('mini-css-extract-plugin')),
    )
  );
}

function checkUse(use: LoaderUse): string[] {
  const spec = specForUse(use);
  if (!spec) return [`unknown loader ${use.loader}`];
  return checkLoaderOptions(spec.pkg, use.options, schemaOf(spec), spec.ownOptions?.names);
}

function validate4(config: unknown) {
  const errors = webpack4.validateSchema(
    require4('webpack/schemas/WebpackOptions.json') as object,
    config,
  );
  if (errors.length) throw new webpack4.WebpackOptionsValidationError(errors);
}

const slugs = V4_LOADERS.map((s) => s.slug).sort();

function brokenLink(link: string): boolean {
  const [route, anchor] = link.split('#') as [string, string | undefined];
  const own = /^\/v4\/([a-z]+)\/([^/]+)\/$/.exec(route);
  if (own) {
    const file = path.join(V4_DOCS, own[1]!, `${own[2]}.md`);
    if (!fs.existsSync(file)) return true;
    return (
      anchor !== undefined &&
      !readPage(file, fs.readFileSync(file, 'utf8')).headings.some((h) => h.id === anchor)
    );
  }
  if (route.startsWith('/v4/')) return !v4SectionIndexes().includes(route) || anchor !== undefined;
  return !SITE_ROUTES.has(route) || anchor !== undefined;
}

describe('v4 loaders: inventory', () => {
  it('has an index and one page per loader package of tooling/webpack4', () => {
    const files = fs.readdirSync(LOADERS_DIR).filter((f) => /\.mdx?$/.test(f));
    expect(files).toContain('index.md');
    expect(
      files
        .filter((f) => f !== 'index.md')
        .map((f) => f.replace(/\.mdx?$/, ''))
        .sort(),
    ).toEqual(slugs);
  });

  it('catalogues only packages tooling/webpack4 depends on', () => {
    const deps = (
      JSON.parse(
        fs.readFileSync(path.join(V4_DOCS, '../../tooling/webpack4/package.json'), 'utf8'),
      ) as { dependencies: Record<string, string> }
    ).dependencies;
    expect(V4_LOADERS.filter((s) => !(s.pkg in deps)).map((s) => s.pkg)).toEqual([]);
  });

  it('ts-loader: the option list is validLoaderOptions of ts-loader 8', () => {
    const names = validLoaderOptionsIn(packageFile4('ts-loader', 'dist/index.js'));
    expect(names.sort()).toEqual([...TS_LOADER_8_OPTIONS].sort());
  });

  it('notices an option the schema rejects (self-test)', () => {
    expectOptionChecksWork(checkUse);
  });
});

describe.each(V4_LOADERS.map((spec) => [spec.slug, spec] as const))(
  'v4 loaders/%s',
  (slug, spec) => {
    const page = loadPage(slug);
    const pkg = packageJson4(spec.pkg);
    const version = String(pkg.version);
    const optionsSection = section(page.body, 'Options') ?? '';

    it('has the front matter of a package page, sorted alphabetically', () => {
      expect(Object.keys(page.data).filter((k) => !PACKAGE_PAGE_KEYS.has(k))).toEqual([]);
      expect(String(page.data.description)).toMatch(/^[^\n]+\.$/);
      expect(String(page.data.description)).not.toMatch(/[.!?]\s+[A-Z]/);
      expect(page.data.sort).toBe(slugs.indexOf(slug) + 1);
      const repo = normalizeRepository(pkg.repository);
      expect(page.data.repo).toBe(repo);
      expect(page.data.source).toBe(`${repo}/blob/v${version}/README.md`);
      expect(page.data.edit).toBe(page.data.source);
      const owner = new URL(repo).pathname.split('/')[1];
      expect(page.data.group).toBe(owner === 'webpack-contrib' ? 'webpack contrib' : 'Community');
    });

    it('states the version it documents and installs that major', () => {
      expect(page.body).toContain(`${spec.pkg}@${version}`);
      const installs = page.fences.filter(
        (f) => f.lang === 'bash' && f.code.includes('npm install --save-dev'),
      );
      expect(
        installs.some((f) => f.code.split(/\s+/).includes(`${spec.pkg}@${version.split('.')[0]}`)),
      ).toBe(true);
    });

    it('documents every option the package accepts, and no other, each with its type', () => {
      expect(checkOptionHeadings(optionsSection, requiredOptions(spec))).toEqual({
        missing: [],
        unknown: [],
      });
      for (const block of blocks(optionsSection).filter((b) => b.level === 3 && b.isCode)) {
        expect({ option: block.heading, type: /^- Type:\s/m.test(block.text) }).toEqual({
          option: block.heading,
          type: true,
        });
      }
    });

    it('names the nested keys of object options in their section', () => {
      const schema = schemaOf(spec);
      if (!schema) return;
      const optionBlocks = blocks(optionsSection).filter((b) => b.level === 3 && b.isCode);
      for (const name of propertyNames(schema)) {
        const child = propertySchema(schema, name);
        const children = child ? propertyNames(schema, child) : [];
        if (!children.length) continue;
        const mentioned = inlineCodeNames(optionBlocks.find((b) => b.heading === name)?.text ?? '');
        expect({
          name,
          missing: children.filter((c) => !mentioned.has(c) && !mentioned.has(`${name}.${c}`)),
        }).toEqual({ name, missing: [] });
      }
    });

    it("has webpack.config.js examples that pass webpack 4 validation and the loaders' own checks", () => {
      const { fences, problems, ownUses } = checkConfigExamples(page.fences, {
        configs: (code) => [evaluateConfig(code, exampleRequire)],
        validate: validate4,
        checkUse,
        isOwn: (use) => specForUse(use) === spec,
      });
      expect(fences).toBeGreaterThan(0);
      expect(problems).toEqual([]);
      expect(ownUses).toBeGreaterThan(0);
    });

    it('links only to existing pages and sections', () => {
      const related = Array.isArray(page.data.related)
        ? (page.data.related as { url?: unknown }[]).map((r) => String(r.url))
        : [];
      const links = [...internalLinks(page.body), ...related.filter((u) => u.startsWith('/'))];
      expect(links.length).toBeGreaterThan(0);
      expect(links.filter(brokenLink)).toEqual([]);
      expect(optionHeadings(optionsSection).top.length).toBeGreaterThan(0);
    });
  },
);

describe('v4 loaders/index', () => {
  const page = loadPage('index');
  it('links every loader page and only existing routes', () => {
    const links = internalLinks(page.body);
    for (const slug of slugs) expect(links).toContain(`/v4/loaders/${slug}/`);
    expect(links.filter(brokenLink)).toEqual([]);
    expect(page.data.sort).toBe(-1);
  });
});
