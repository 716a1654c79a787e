import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import localSearchPlugin, { htmlFileFor } from '..';
import type { SearchManifest } from '../lib/format';
import { page, writeSite } from '../../content-model/__tests__/fixtures';
import { appShell, blogPost, docPage, printablePage } from './fixtures';

/** The Markdown sources of the pages the tests build: the content model reads them. */
const SOURCES: Record<string, string> = {
  'docs/_partial.md': page('title: A partial the docs plugin skips'),
  'docs/concepts/index.md': page('title: Concepts'),
  'docs/configuration/output.md': page('title: Output'),
  'blog/2026-11-20-post.md': page('title: A post'),
  'blog/authors.yml': 'webpack:\n  name: webpack\n',
  'versions.json': '["4"]',
  'versioned_docs/version-4/configuration/output.md': page('title: Output'),
};

function writeBuild(pages: Record<string, string>, sources: string[]) {
  const siteDir = writeSite(Object.fromEntries(sources.map((file) => [file, SOURCES[file]!])));
  const outDir = path.join(siteDir, 'build');
  for (const [route, html] of Object.entries(pages)) {
    const file = htmlFileFor(outDir, '/', route);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, html);
  }
  return { siteDir, outDir, routesPaths: Object.keys(pages) };
}

type Version = { versionName: string; label: string; path: string; isLast: boolean };

async function postBuild(pages: Record<string, string>, sources: string[], versions?: Version[]) {
  const { siteDir, outDir, routesPaths } = writeBuild(pages, sources);
  const plugin = localSearchPlugin({ siteDir, baseUrl: '/' } as LoadContext);
  if (versions) {
    const allContent = {
      'docusaurus-plugin-content-docs': { default: { loadedVersions: versions } },
    };
    await plugin.allContentLoaded!({ allContent, actions: {} } as unknown as Parameters<
      NonNullable<Plugin['allContentLoaded']>
    >[0]);
  }
  await plugin.postBuild!({ outDir, routesPaths } as unknown as Parameters<
    NonNullable<Plugin['postBuild']>
  >[0]);
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
    const outDir = await postBuild(
      {
        '/concepts/': docPage('Concepts', 'Core ideas of bundling.'),
        '/concepts/printable/': printablePage('Concepts', 'Core ideas of bundling, printed.'),
        '/app-shell/': appShell(),
        '/blog/2026/11/20/post/': blogPost('A post', 'News about bundling.'),
        '/missing/': '',
      },
      ['docs/concepts/index.md', 'blog/2026-11-20-post.md', 'blog/authors.yml'],
    );
    const manifest = JSON.parse(
      fs.readFileSync(path.join(outDir, 'search/manifest.json'), 'utf8'),
    ) as SearchManifest;
    expect(
      manifest.docs.map(([url, title, section]) => [url, title, manifest.sections[section]]),
    ).toEqual([
      ['/blog/2026/11/20/post/', 'A post', 'Blog'],
      ['/concepts/', 'Concepts', 'Concepts'],
    ]);
    const files = fs.readdirSync(path.join(outDir, 'search', manifest.folder)).sort();
    expect(files).toEqual(['terms-0.json', 'text-0-0.json', 'text-1-0.json']);
    expect(console.log).toHaveBeenCalledWith(
      expect.stringMatching(
        /^\[local-search\] search\/: 2 pages indexed .* one search downloads at most/,
      ),
    );
  });

  it('writes one index per docs version: the current docs with the blog at search/, webpack 4 at search/v4/', async () => {
    const outDir = await postBuild(
      {
        '/configuration/output/': docPage(
          'Output',
          'Where bundles are written: chunkLoadingGlobal.',
        ),
        '/v4/configuration/output/': docPage('Output', 'Where bundles are written: jsonpFunction.'),
        '/blog/2026/11/20/post/': blogPost('A post', 'News about bundling.'),
      },
      [
        'docs/configuration/output.md',
        'versioned_docs/version-4/configuration/output.md',
        'versions.json',
        'blog/2026-11-20-post.md',
        'blog/authors.yml',
      ],
      [
        { versionName: 'current', label: '5', path: '/', isLast: true },
        { versionName: '4', label: '4', path: '/v4', isLast: false },
      ],
    );
    const read = (file: string) =>
      JSON.parse(fs.readFileSync(path.join(outDir, file), 'utf8')) as SearchManifest;
    expect(read('search/manifest.json').docs.map(([url]) => url)).toEqual([
      '/blog/2026/11/20/post/',
      '/configuration/output/',
    ]);
    const v4 = read('search/v4/manifest.json');
    expect(v4.docs.map(([url]) => url)).toEqual(['/v4/configuration/output/']);
    const terms = fs
      .readdirSync(path.join(outDir, 'search/v4', v4.folder))
      .filter((file) => file.startsWith('terms-'));
    const shard = terms
      .map((file) => fs.readFileSync(path.join(outDir, 'search/v4', v4.folder, file), 'utf8'))
      .join('');
    expect(shard).toContain('jsonpfunction');
    expect(shard).not.toContain('chunkloadingglobal');
  });

  it('fails the build when there is nothing to index', async () => {
    await expect(postBuild({ '/app-shell/': appShell() }, ['docs/_partial.md'])).rejects.toThrow(
      'Local search found no pages to index',
    );
  });

  it('fails the build naming a page of the content model that was not built', async () => {
    await expect(
      postBuild({ '/concepts/': docPage('Concepts', 'Core ideas.') }, [
        'docs/concepts/index.md',
        'docs/configuration/output.md',
      ]),
    ).rejects.toThrow("the content model's page /configuration/output/ was not built");
  });
});
