/**
 * Links on the webpack 4 API pages: a link to another page of the section must name a page
 * that exists, and its anchor a heading of that page (ids as Docusaurus computes them); a
 * link to another /v4/ section goes to that section's index, the only v4 page of another
 * section this one may rely on; a link without /v4/ goes to a page of the current docs.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  apiDocsDir,
  readApiPage,
  headingIds,
  API_DOCS_DIR,
  REPO_ROOT,
} from '../../helpers/api-docs';

const slugs = fs
  .readdirSync(apiDocsDir('4'))
  .filter((f) => f.endsWith('.md'))
  .map((f) => f.replace(/\.md$/, ''));
const pages = slugs.map((slug) => readApiPage(slug, '4'));
const ids = new Map(pages.map((p) => [p.slug, new Set(headingIds(p))]));

/** Markdown link targets outside code: `[text](/v4/api/cli/#--hot)`. */
function links(body: string): string[] {
  const prose = body
    .replace(/^\s*(`{3,})[^\n]*\n[\s\S]*?^\s*\1\s*$/gm, '')
    .replace(/`[^`\n]*`/g, '');
  return [...prose.matchAll(/\]\((\/[^)\s]*)\)/g)].map((m) => m[1]!);
}

const V4_SECTIONS = ['api', 'concepts', 'configuration', 'guides', 'loaders', 'migrate', 'plugins'];

test.each(slugs)('links on /v4/api/%s/ resolve', (slug) => {
  const page = pages.find((p) => p.slug === slug)!;
  const broken: string[] = [];
  for (const link of [
    ...links(page.body),
    ...((page.data.related as { url: string }[] | undefined) ?? []).map((r) => r.url),
  ]) {
    const [pathname, anchor] = link.split('#') as [string, string | undefined];
    if (!pathname.endsWith('/')) broken.push(`${link}: no trailing slash`);
    const api = /^\/v4\/api\/(?:([\w-]+)\/)?$/.exec(pathname);
    if (api) {
      const target = api[1] ?? 'index';
      if (!ids.has(target)) broken.push(`${link}: no page ${target}`);
      else if (anchor && !ids.get(target)!.has(anchor))
        broken.push(`${link}: no heading #${anchor}`);
      continue;
    }
    const v4 = /^\/v4\/([\w-]+)\/(.*)$/.exec(pathname);
    if (v4) {
      if (!V4_SECTIONS.includes(v4[1]!) || v4[2] !== '')
        broken.push(`${link}: only the index of another v4 section`);
      continue;
    }
    // A page of the current docs: docs/<path>.md or docs/<path>/index.md.
    const rel = pathname.replace(/^\/|\/$/g, '');
    const docs = path.join(REPO_ROOT, 'docs');
    if (
      ![`${rel}.md`, `${rel}.mdx`, `${rel}/index.md`, `${rel}/index.mdx`].some((f) =>
        fs.existsSync(path.join(docs, f)),
      )
    ) {
      broken.push(`${link}: no page in docs/`);
    }
  }
  expect(broken).toEqual([]);
});

test('the section has the pages of the v5 API section that apply to webpack 4', () => {
  const v5 = fs
    .readdirSync(API_DOCS_DIR)
    .filter((f) => f.endsWith('.md'))
    .map((f) => f.replace(/\.md$/, ''));
  expect(v5.filter((slug) => !slugs.includes(slug))).toEqual([]);
});
