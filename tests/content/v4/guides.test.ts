/**
 * The webpack 4 guides (versioned_docs/version-4/guides/): front matter, the
 * files they show against the example projects in examples/v4/ (which
 * tests/examples/v4/ build with webpack 4.47.0), their links, and no webpack 5
 * only configuration in their code.
 *
 * Fixture convention, as for the v5 guides: a fence with `title="<path>"` and
 * no `partial` must equal examples/v4/<slug>/<path>; `fixture="<folder under
 * examples/v4/>"` points it at another folder. bash, text, diff and console
 * fences are not compared.
 */
import fs from 'node:fs';
import path from 'node:path';
import { extractCodeFences, parseMarkdown } from '../../../plugins/content-model/lib/markdown';

const ROOT = path.resolve(__dirname, '../../..');
const GUIDES_DIR = path.join(ROOT, 'versioned_docs/version-4/guides');
const EXAMPLES_DIR = path.join(ROOT, 'examples/v4');
const SKIPPED_LANGS = new Set(['bash', 'text', 'diff', 'console', 'sh', 'shell']);
const V4_SECTIONS = ['api', 'concepts', 'configuration', 'guides', 'loaders', 'migrate', 'plugins'];
/** Pages of other v4 sections that their writers have listed as existing (/work/wt/V4-PAGES.md, outside the repository; absent in CI). */
const LISTED_V4_PAGES = new Set(
  (fs.existsSync(path.join(ROOT, '../V4-PAGES.md'))
    ? fs.readFileSync(path.join(ROOT, '../V4-PAGES.md'), 'utf8')
    : ''
  )
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.startsWith('/v4/')),
);

const guideFiles = fs.existsSync(GUIDES_DIR)
  ? fs
      .readdirSync(GUIDES_DIR)
      .filter((name) => /\.mdx?$/.test(name))
      .sort()
  : [];
const pages = guideFiles.map((file) => {
  const source = fs.readFileSync(path.join(GUIDES_DIR, file), 'utf8');
  const { data, body, bodyLineOffset } = parseMarkdown(source);
  return { file, slug: file.replace(/\.mdx?$/, ''), data, body, bodyLineOffset, source };
});

function metaFlags(meta: string): string[] {
  return meta
    .replace(/[\w-]+="[^"]*"/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
}

const fences = pages.flatMap((page) =>
  extractCodeFences(page.body).map((fence) => ({
    ...fence,
    page,
    where: `guides/${page.file}:${fence.line + page.bodyLineOffset}`,
  })),
);
const fixtureFences = fences.filter(
  (fence) =>
    fence.title && !SKIPPED_LANGS.has(fence.lang) && !metaFlags(fence.meta).includes('partial'),
);

describe('v4 guides: pages', () => {
  test('the section has an index and guides', () => {
    expect(guideFiles).toContain('index.md');
    expect(guideFiles.length).toBeGreaterThan(10);
  });

  test.each(pages.map((page) => [page.file, page] as const))(
    '%s has title, one-sentence description, sort and related links',
    (_file, page) => {
      expect(typeof page.data.title).toBe('string');
      expect(page.data.description).toMatch(/^[A-Z`].*\.$/);
      expect(String(page.data.description).split(/\. /)).toHaveLength(1);
      expect(typeof page.data.sort).toBe('number');
      for (const link of (page.data.related ?? []) as { title: string; url: string }[]) {
        expect(typeof link.title).toBe('string');
        expect(link.url).toMatch(/^\/.*\/$/);
      }
    },
  );

  test('the index links to every guide', () => {
    const index = pages.find((page) => page.file === 'index.md')!;
    for (const page of pages.filter((p) => p.file !== 'index.md'))
      expect(index.body).toContain(`](/v4/guides/${page.slug}/)`);
  });
});

describe('v4 guides: links', () => {
  const links = pages.flatMap((page) => [
    ...[...page.body.matchAll(/\]\((\/[^)\s#]*)(#[^)\s]*)?\)/g)].map((m) => ({
      page: page.file,
      url: m[1]!,
    })),
    ...((page.data.related ?? []) as { url: string }[]).map((link) => ({
      page: page.file,
      url: link.url.replace(/#.*$/, ''),
    })),
  ]);

  test.each(links.map((link) => [`${link.page} → ${link.url}`, link] as const))(
    '%s exists',
    (_name, { url }) => {
      expect(url.endsWith('/')).toBe(true);
      if (url.startsWith('/v4/')) {
        const [, , section, slug] = url.split('/');
        expect(V4_SECTIONS).toContain(section);
        if (!slug) return;
        if (section === 'guides') expect(guideFiles).toContain(`${slug}.md`);
        // Another section's page: its file (once merged), or its writer's entry in the shared list (while branches are apart).
        else
          expect(
            fs.existsSync(path.join(ROOT, 'versioned_docs/version-4', section!, `${slug}.md`)) ||
              LISTED_V4_PAGES.has(url),
          ).toBe(true);
      } else {
        const file = path.join(ROOT, 'docs', url.replace(/\/$/, ''));
        expect(
          fs.existsSync(`${file}.md`) ||
            fs.existsSync(`${file}.mdx`) ||
            fs.existsSync(path.join(file, 'index.md')),
        ).toBe(true);
      }
    },
  );
});

describe('v4 guides: fences match the examples built with webpack 4', () => {
  test.each(fixtureFences.map((fence) => [fence.where, fence] as const))('%s', (_where, fence) => {
    const fixture = /(?:^|\s)fixture="([^"]+)"/.exec(fence.meta)?.[1] ?? fence.page.slug;
    const target = path.resolve(EXAMPLES_DIR, fixture, fence.title!);
    expect(path.relative(EXAMPLES_DIR, target).startsWith('..')).toBe(false);
    if (!fs.existsSync(target))
      throw new Error(
        `${fence.where} shows "${fence.title}", but examples/v4/${fixture}/${fence.title} does not exist`,
      );
    expect(fence.code).toBe(fs.readFileSync(target, 'utf8').replace(/\n$/, ''));
  });

  // Configuration that webpack 4 does not have (it would fail validation or do nothing).
  const V5_ONLY: [RegExp, string][] = [
    [/\bclean:\s*true/, 'output.clean (webpack 5): use clean-webpack-plugin'],
    [/type:\s*'asset/, 'asset modules (webpack 5): use file-loader, url-loader or raw-loader'],
    [/\bwebpack serve\b/, 'webpack serve (webpack-cli 4+): use webpack-dev-server'],
    [/\bdependOn\b/, 'entry dependOn (webpack 5)'],
    [/'deterministic'/, "moduleIds/chunkIds 'deterministic' (webpack 5): use 'hashed'"],
    [/\bexperiments\b/, 'experiments (webpack 5)'],
    [/\bstatic:\s*\{/, 'devServer.static (webpack-dev-server 4): use contentBase'],
    [
      /require\('node:/,
      'the node: prefix (Node.js 14.18+): webpack 4 projects often run on older Node.js',
    ],
  ];
  const code = fences.filter((fence) => !['text', 'diff'].includes(fence.lang));
  test.each(code.map((fence) => [fence.where, fence] as const))(
    '%s uses no webpack 5 only configuration',
    (_where, fence) => {
      const found = V5_ONLY.filter(([pattern]) => pattern.test(fence.code)).map(
        ([, message]) => message,
      );
      expect(found).toEqual([]);
    },
  );
});
