/**
 * Issue #11 — AI-readable docs: the Markdown twin of every page, /llms.txt,
 * /llms-full.txt and 'Copy page', checked against the production build: the
 * built HTML files are read from build/ (BUILD_DIR) and the twins, text files
 * and pages are fetched from the served build.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import type { DirectoryEntry } from '../../plugins/content-model/lib/tree';
import { extractHeadings, parseMarkdown } from '../../plugins/content-model/lib/markdown';
import { llmsSections } from '../../plugins/llms/lib/llmsTxt';
import { BASE_URL, closeBrowser, url, waitForHydration, withPage } from './browser';

jest.setTimeout(180_000);
afterAll(closeBrowser);

const BUILD_DIR = path.resolve(process.env.BUILD_DIR ?? 'build');

/** Every `index.html` under the build folder, as site paths (`/concepts/entry-points/`). */
function builtPages(dir = BUILD_DIR, prefix = '/'): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory())
      return entry.name === 'assets'
        ? []
        : builtPages(path.join(dir, entry.name), `${prefix}${entry.name}/`);
    return entry.name === 'index.html' ? [prefix] : [];
  });
}

const decodeEntities = (text: string) =>
  text.replace(
    /&(amp|lt|gt|quot|#39|#x27);/g,
    (_m, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"' })[name] ?? "'",
  );

const htmlOf = (pagePath: string) =>
  fs.readFileSync(path.join(BUILD_DIR, pagePath, 'index.html'), 'utf8');
const twinFileOf = (pagePath: string) => path.join(BUILD_DIR, pagePath, 'index.md');

/** Docs pages and blog posts, told apart by the class Docusaurus puts on <html>. */
function pageKind(html: string): 'doc' | 'post' | null {
  const htmlClass = /<html[^>]*class="([^"]*)"/.exec(html)?.[1] ?? '';
  if (/\bdocs-doc-page\b/.test(htmlClass)) return 'doc';
  if (/\bblog-post-page\b/.test(htmlClass)) return 'post';
  return null;
}

interface RenderedCode {
  title: string | null;
  language: string | null;
  lines: string[];
}

interface RenderedPage {
  headings: string[];
  codeBlocks: RenderedCode[];
}

/**
 * Headings and code blocks of a built page, read with the browser's own HTML parser.
 * Only the page's article counts; the Contributors list under it is page chrome, not content.
 */
async function readRenderedPage(page: Page, html: string): Promise<RenderedPage> {
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'text/html');
    const article = doc.querySelector('article')!;
    article
      .querySelectorAll('section[aria-labelledby="contributors-heading"]')
      .forEach((node) => node.remove());
    const clean = (text: string) =>
      text
        .replace(/\u200b/g, '')
        .replace(/\s+/g, ' ')
        .trim();
    const headings = [...article.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) =>
      clean(h.textContent ?? ''),
    );
    const codeBlocks = [...article.querySelectorAll('pre > code')].map((code) => {
      const container = code.closest('.theme-code-block');
      const title = container?.querySelector('[class*="codeBlockTitle"]')?.textContent ?? null;
      const language = /\blanguage-(\S+)/.exec(code.parentElement!.className)?.[1] ?? null;
      // Docusaurus renders one .token-line per line (ended by <br>, which has no text).
      const tokenLines = [...code.querySelectorAll('.token-line')];
      const lines = tokenLines.length
        ? tokenLines.map((line) => line.textContent ?? '')
        : (code.textContent ?? '').split('\n');
      return { title, language, lines };
    });
    return { headings, codeBlocks };
  }, html);
}

/** Heading texts of a twin; lines inside admonitions (blockquotes) are read without their `> `. */
function twinHeadings(twin: string): string[] {
  const { body } = parseMarkdown(twin);
  const unquoted = body
    .split('\n')
    .map((line) => line.replace(/^(?:> ?)+/, ''))
    .join('\n');
  return extractHeadings(unquoted).map((heading) => heading.title.replace(/\s+/g, ' ').trim());
}

interface TwinFence {
  /** Language and meta of the opening fence line. */
  language: string;
  meta: string;
}

const FENCE_LINE = /^[ >]*(`{3,}|~{3,})([^\s`]*)(.*)$/;

/**
 * Finds a rendered code block in the twin as a whole fenced block: its lines in order and contiguous,
 * each under the same prefix of indentation and blockquote markers (code in list items and admonitions),
 * right after an opening fence and right before the closing one. Returns that fence, or null.
 */
function findFencedBlock(twinLines: readonly string[], code: readonly string[]): TwinFence | null {
  const anchor = Math.max(
    0,
    code.findIndex((line) => line.trim() !== ''),
  );
  for (let i = anchor; i + (code.length - anchor) <= twinLines.length; i += 1) {
    const line = twinLines[i]!;
    if (!line.endsWith(code[anchor] ?? '')) continue;
    const prefix = line.slice(0, line.length - (code[anchor] ?? '').length);
    if (!/^[ >]*$/.test(prefix)) continue;
    const start = i - anchor;
    const matches = code.every((codeLine, k) => {
      const twinLine = twinLines[start + k];
      return (
        twinLine === `${prefix}${codeLine}` ||
        (codeLine === '' && twinLine?.trimEnd() === prefix.trimEnd())
      );
    });
    const opening = FENCE_LINE.exec(twinLines[start - 1] ?? '');
    const closing = FENCE_LINE.exec(twinLines[start + code.length] ?? '');
    if (
      matches &&
      opening &&
      closing &&
      closing[1]!.startsWith(opening[1]!) &&
      closing[2] === '' &&
      closing[3]!.trim() === ''
    ) {
      return { language: opening[2]!, meta: opening[3]! };
    }
  }
  return null;
}

let index: DirectoryEntry;
let siteRoot: string;
let docsAndPosts: { path: string; kind: 'doc' | 'post' }[];

beforeAll(async () => {
  index = (await (await fetch(url('/content-model.json'))).json()) as DirectoryEntry;
  docsAndPosts = builtPages().flatMap((pagePath) => {
    const kind = pageKind(htmlOf(pagePath));
    return kind ? [{ path: pagePath, kind }] : [];
  });
  const canonical = /<link[^>]*rel="?canonical"?[^>]*href="?([^"\s>]+)/.exec(
    htmlOf('/concepts/'),
  )?.[1];
  siteRoot = canonical!.replace(/concepts\/$/, '');
});

describe('Markdown twins in the build', () => {
  it('every built docs page and blog post has a twin beside its index.html, and only listed pages are built as such', () => {
    expect(docsAndPosts.filter((p) => p.kind === 'doc').length).toBeGreaterThan(150);
    expect(docsAndPosts.filter((p) => p.kind === 'post').length).toBeGreaterThan(0);
    const missing = docsAndPosts
      .filter((p) => !fs.existsSync(twinFileOf(p.path)))
      .map((p) => p.path);
    expect(missing).toEqual([]);
    // Printable pages are not docs pages and get no twin.
    expect(fs.existsSync(twinFileOf('/concepts/printable/'))).toBe(false);
    expect(fs.existsSync(path.join(BUILD_DIR, 'vote/index.md'))).toBe(false);
    expect(fs.existsSync(path.join(BUILD_DIR, 'app-shell/index.md'))).toBe(false);
  });

  it('each twin starts with front matter holding the title, the description and the canonical URL of its page', () => {
    const problems: string[] = [];
    for (const { path: pagePath } of docsAndPosts) {
      const html = htmlOf(pagePath);
      const { data } = parseMarkdown(fs.readFileSync(twinFileOf(pagePath), 'utf8'));
      const canonical = /<link[^>]*rel="?canonical"?[^>]*href="?([^"\s>]+)/.exec(html)?.[1];
      if (data.canonical_url !== canonical)
        problems.push(`${pagePath}: canonical_url ${String(data.canonical_url)} ≠ ${canonical}`);
      const pageTitle = decodeEntities(/<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
      if (typeof data.title !== 'string' || pageTitle !== `${data.title} | webpack`) {
        problems.push(`${pagePath}: title ${String(data.title)} is not the page's <title>`);
      }
      if (typeof data.description !== 'string' || data.description.length === 0)
        problems.push(`${pagePath}: no description`);
    }
    expect(problems).toEqual([]);
  });

  it('each twin contains every heading and every code block (with its language and title) of its HTML page', async () => {
    const problems: string[] = [];
    let headingCount = 0;
    let codeCount = 0;
    await withPage(async ({ page }) => {
      await page.goto(url('/app-shell/'));
      for (const { path: pagePath } of docsAndPosts) {
        const rendered = await readRenderedPage(page, htmlOf(pagePath));
        const twin = fs.readFileSync(twinFileOf(pagePath), 'utf8');
        const headings = new Set(twinHeadings(twin));
        for (const heading of rendered.headings) {
          headingCount += 1;
          if (!headings.has(heading))
            problems.push(`${pagePath}: heading "${heading}" is not in the twin`);
        }
        const twinLines = twin.split('\n');
        for (const code of rendered.codeBlocks) {
          codeCount += 1;
          const fence = findFencedBlock(twinLines, code.lines);
          const label = `${pagePath}: code block "${code.title ?? code.lines.find(Boolean)?.slice(0, 60)}"`;
          if (!fence) {
            problems.push(`${label} is not in the twin as a fenced block`);
            continue;
          }
          if (fence.language && code.language !== fence.language)
            problems.push(`${label}: language ${fence.language} ≠ ${code.language}`);
          if (code.title !== null && !fence.meta.includes(`title="${code.title}"`))
            problems.push(`${label}: title missing in "${fence.meta}"`);
        }
      }
    });
    expect(problems).toEqual([]);
    // The comparison really ran over the site's content.
    expect(headingCount).toBeGreaterThan(1000);
    expect(codeCount).toBeGreaterThan(1000);
  });

  it('serves a twin as text/markdown at the page URL + index.md, without a redirect, and announces it in the head', async () => {
    const response = await fetch(url('/concepts/entry-points/index.md'), { redirect: 'manual' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/markdown/);
    const text = await response.text();
    expect(text).toMatch(/^---\ntitle: "Entry Points"\n/);
    expect(text).toContain('\n# Entry Points\n');
    expect(text).not.toMatch(/\]\(\/(?!\/)/); // no site-relative link left: all links are absolute
    expect(htmlOf('/concepts/entry-points/')).toMatch(
      /<link[^>]*rel="?alternate"?[^>]*type="?text\/markdown"?[^>]*href="?\/concepts\/entry-points\/index\.md/,
    );
    // Admonitions are labelled blockquotes in the twin.
    const concepts = fs.readFileSync(twinFileOf('/concepts/'), 'utf8');
    expect(concepts).toMatch(/\n> \*\*Warning\*\*\n>\n> \S/);
    expect(concepts).not.toContain(':::');
    const post = docsAndPosts.find((p) => p.kind === 'post')!;
    expect(htmlOf(post.path)).toContain(`href=${post.path}index.md`);
  });
});

describe('/llms.txt', () => {
  let llmsTxt: string;
  beforeAll(async () => {
    const response = await fetch(url('/llms.txt'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    llmsTxt = await response.text();
  });

  it('starts with the site title and a one-paragraph summary', () => {
    expect(llmsTxt).toMatch(/^# webpack\n\n> webpack is a module bundler\.[^\n]+\n\n/);
  });

  it('lists each section with its pages in sidebar order, leaving out printable pages, vote and the app shell', () => {
    const listed = [...llmsTxt.matchAll(/^- \[[^\]]*\]\(([^)]+)\)/gm)].map((m) => m[1]!);
    const expected = llmsSections(index).flatMap((section) =>
      section.pages.map((p) => `${siteRoot}${p.url.slice(1)}index.md`),
    );
    expect(listed).toEqual(expected);
    for (const section of llmsSections(index)) expect(llmsTxt).toContain(`\n## ${section.title}\n`);
    expect(llmsTxt.indexOf('\n## Concepts\n')).toBeLessThan(
      llmsTxt.indexOf('\n## Configuration\n'),
    );
    expect(llmsTxt).not.toMatch(/printable|\/vote\/|app-shell/);
    // Every docs page of the content model (bar printable ones) is there.
    const docs = docsAndPosts
      .filter((p) => p.kind === 'doc')
      .map((p) => `${siteRoot}${p.path.slice(1)}index.md`);
    expect(listed).toEqual(expect.arrayContaining(docs));
  });

  it('every link resolves to a file in the build', async () => {
    const links = [...llmsTxt.matchAll(/\]\((https?:\/\/[^)]+)\)/g)].map((m) => m[1]!);
    expect(links.length).toBeGreaterThan(200);
    const broken: string[] = [];
    for (const link of links) {
      expect(link.startsWith(siteRoot)).toBe(true);
      const local = `${BASE_URL}/${link.slice(siteRoot.length)}`;
      const response = await fetch(local, { redirect: 'manual' });
      if (response.status !== 200) broken.push(`${link} → ${response.status}`);
      await response.arrayBuffer();
    }
    expect(broken).toEqual([]);
  });
});

describe('/llms-full.txt', () => {
  it('holds every docs page under its title and canonical URL, in section and sidebar order, and no blog post', async () => {
    const response = await fetch(url('/llms-full.txt'));
    expect(response.status).toBe(200);
    const full = await response.text();
    const urls = [...full.matchAll(/^URL: (\S+)$/gm)].map((m) => m[1]!);
    const expected = llmsSections(index)
      // the current docs only: webpack 4's pages are listed in llms.txt (a section of their own) and have twins
      .filter((section) => section.name !== 'blog' && !section.olderVersion)
      .flatMap((section) => section.pages.map((p) => `${siteRoot}${p.url.slice(1)}`));
    expect(urls).toEqual(expected);
    expect(full).not.toMatch(/^URL: \S*\/v4\//m);
    expect(full).toContain(
      `\n# Entry Points\n\nURL: ${siteRoot}concepts/entry-points/\n\nAn entry point is`,
    );
    expect(full).not.toMatch(/^URL: \S*\/blog\//m);
  });
});

describe("'Copy page' and 'View as Markdown'", () => {
  const PAGE = '/concepts/entry-points/';
  const TWIN = `${PAGE}index.md`;

  it('copies the twin to the clipboard on click, fetched only then, with a visible confirmation', async () => {
    await withPage(async ({ page, context, thirdPartyRequests, pageErrors }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE_URL });
      const twinRequests: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('.md')) twinRequests.push(request.url());
      });
      await page.goto(url(PAGE));
      await waitForHydration(page);
      await page.waitForTimeout(500);
      expect(twinRequests).toEqual([]);

      const button = page.getByRole('button', { name: 'Copy page' });
      await button.click();
      // The confirmation is the button's own label: its accessible name is now 'Copied'.
      const copied = page.getByRole('button', { name: 'Copied' });
      await copied.waitFor();
      await expect(copied.getAttribute('data-copy-state')).resolves.toBe('copied');
      await expect(copied.getByText('Copied').isVisible()).resolves.toBe(true);
      await expect(copied.getByText('Copy page').isVisible()).resolves.toBe(false);
      await expect(
        page.locator('[data-page-markdown-actions]').getByRole('status').textContent(),
      ).resolves.toBe('Page copied to the clipboard as Markdown.');
      const clipboard = await page.evaluate(() => navigator.clipboard.readText());
      const twin = await (await fetch(url(TWIN))).text();
      expect(clipboard).toBe(twin);
      expect(twinRequests).toEqual([url(TWIN)]);
      expect(thirdPartyRequests).toEqual([]);
      expect(pageErrors).toEqual([]);
    });
  });

  it('works from the keyboard: the button is in the tab order and Enter copies', async () => {
    await withPage(async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE_URL });
      await page.goto(url('/guides/caching/'));
      await waitForHydration(page);
      await page.evaluate(() => navigator.clipboard.writeText('before'));
      // Shift+Tab from 'View as Markdown' reaches the button: it is a real, focusable control.
      await page.getByRole('link', { name: 'View as Markdown' }).focus();
      await page.keyboard.press('Shift+Tab');
      const button = page.getByRole('button', { name: 'Copy page' });
      await expect(button.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
      await page.keyboard.press('Enter');
      await page.locator('[data-copy-state="copied"]').waitFor();
      const clipboard = await page.evaluate(() => navigator.clipboard.readText());
      expect(clipboard).toMatch(/^---\ntitle: "Caching"\n/);
    });
  });

  it('keeps the button width when its label changes (no layout shift)', async () => {
    await withPage(async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE_URL });
      await page.goto(url(PAGE));
      await waitForHydration(page);
      const button = page.getByRole('button', { name: 'Copy page' });
      const before = await button.boundingBox();
      await button.click();
      await page.locator('[data-copy-state="copied"]').waitFor();
      const after = await page.locator('[data-copy-state="copied"]').boundingBox();
      expect(after).toEqual(before);
    });
  });

  it('shows an error, not a blank, when the twin cannot be loaded', async () => {
    // The service worker would fetch the twin itself, past page.route: keep it out of this test.
    await withPage(
      async ({ page, context }) => {
        await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE_URL });
        await page.route('**/index.md', (route) => route.fulfill({ status: 404, body: 'missing' }));
        await page.goto(url(PAGE));
        await waitForHydration(page);
        await page.getByRole('button', { name: 'Copy page' }).click();
        const status = page.locator('[data-page-markdown-actions]').getByRole('status');
        await page.locator('[data-copy-state="load-failed"]').waitFor();
        await expect(status.isVisible()).resolves.toBe(true);
        await expect(status.textContent()).resolves.toBe(
          'Could not load the Markdown version of this page.',
        );
      },
      { serviceWorkers: 'block' },
    );
  });

  it("'View as Markdown' opens the twin as text in the browser", async () => {
    await withPage(async ({ page }) => {
      await page.goto(url(PAGE));
      await waitForHydration(page);
      const link = page.getByRole('link', { name: 'View as Markdown' });
      await expect(link.getAttribute('href')).resolves.toBe(TWIN);
      await link.click();
      await page.waitForURL(url(TWIN));
      await expect(page.locator('body').textContent()).resolves.toContain('# Entry Points');
    });
  });
});
