import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import localSearchPlugin, { htmlFileFor } from '..';
import type { SearchManifest } from '../lib/format';
import { appShell, blogPost, docPage, printablePage } from './fixtures';

function writeBuild(pages: Record<string, string>) {
  const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'local-search-'));
  fs.mkdirSync(path.join(siteDir, 'docs/concepts'), { recursive: true });
  const outDir = path.join(siteDir, 'build');
  for (const [route, html] of Object.entries(pages)) {
    const file = htmlFileFor(outDir, '/', route);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, html);
  }
  return { siteDir, outDir, routesPaths: Object.keys(pages) };
}

async function postBuild(pages: Record<string, string>) {
  const { siteDir, outDir, routesPaths } = writeBuild(pages);
  const plugin = localSearchPlugin({ siteDir, baseUrl: '/' } as LoadContext);
  await plugin.postBuild!({ outDir, routesPaths } as unknown as Parameters<NonNullable<Plugin['postBuild']>>[0]);
  return outDir;
}

describe('local-search plugin', () => {
  beforeEach(() => jest.spyOn(console, 'log').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('maps routes to the HTML files Docusaurus writes', () => {
    expect(htmlFileFor('/out', '/', '/concepts/')).toBe('/out/concepts/index.html');
    expect(htmlFileFor('/out', '/', '/')).toBe('/out/index.html');
    expect(htmlFileFor('/out', '/', '/404.html')).toBe('/out/404.html');
    expect(htmlFileFor('/out', '/docs/', '/docs/guides/')).toBe('/out/guides/index.html');
  });

  it('writes the manifest and its files under build/search/, leaving printable pages and the app shell out', async () => {
    const outDir = await postBuild({
      '/concepts/': docPage('Concepts', 'Core ideas of bundling.'),
      '/concepts/printable/': printablePage('Concepts', 'Core ideas of bundling, printed.'),
      '/app-shell/': appShell(),
      '/blog/2026/11/20/post/': blogPost('A post', 'News about bundling.'),
      '/missing/': '',
    });
    const manifest = JSON.parse(fs.readFileSync(path.join(outDir, 'search/manifest.json'), 'utf8')) as SearchManifest;
    expect(manifest.docs.map(([url, title, section]) => [url, title, manifest.sections[section]])).toEqual([
      ['/blog/2026/11/20/post/', 'A post', 'Blog'],
      ['/concepts/', 'Concepts', 'Concepts'],
    ]);
    const files = fs.readdirSync(path.join(outDir, 'search', manifest.folder)).sort();
    expect(files).toEqual(['terms-0.json', 'text-0-0.json', 'text-1-0.json']);
    expect(console.log).toHaveBeenCalledWith(expect.stringMatching(/^\[local-search\] 2 pages indexed: .* one search downloads at most/));
  });

  it('fails the build when there is nothing to index', async () => {
    await expect(postBuild({ '/app-shell/': appShell() })).rejects.toThrow('Local search found no pages to index');
  });
});
