import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileType, groupIndexFiles, outputSize, searchIndex } from '../lib/output.cjs';
import { parentPid, rssBytes } from '../lib/process-tree.cjs';
import { benchTemplates, longestPageIn, newestBlogPost } from '../lib/templates.cjs';

function site(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-build-'));
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), content);
  }
  return dir;
}

describe('output size', () => {
  it('sums the build by file type', () => {
    const dir = site({
      'index.html': 'x'.repeat(10),
      'assets/js/main.js': 'y'.repeat(5),
      'img/logo.svg': 'z',
    });
    expect(outputSize(dir)).toEqual({
      totalBytes: 16,
      files: 3,
      byType: {
        html: { files: 1, bytes: 10 },
        js: { files: 1, bytes: 5 },
        images: { files: 1, bytes: 1 },
      },
    });
    expect(fileType('manifest.json')).toBe('data');
  });
});

describe('search index', () => {
  it('is null when the build has none', () => {
    expect(searchIndex(site({ 'index.html': '' }))).toBeNull();
  });

  it('groups the index files by name shape, one request each, leaving pages out', () => {
    const index = searchIndex(
      site({
        'search/manifest.json': '{}',
        'search/en/terms-0.json': 'a'.repeat(100),
        'search/en/terms-1.json': 'a'.repeat(300),
        'search/en/terms-12.json': 'a'.repeat(200),
        'search/index.html': '<p>search page</p>',
      }),
    );
    expect(index).toMatchObject({ dir: 'search', files: 4 });
    expect(index!.groups.map((g) => [g.pattern, g.count, g.raw.median, g.raw.max])).toEqual([
      ['en/terms-N.json', 3, 200, 300],
      ['manifest.json', 1, 2, 2],
    ]);
  });

  it('groups equal shapes regardless of numbers', () => {
    const groups = groupIndexFiles([
      { file: 'text-1-2.json', raw: 10, gzip: 5 },
      { file: 'text-10-0.json', raw: 30, gzip: 9 },
    ]);
    expect(groups).toEqual([
      {
        pattern: 'text-N-N.json',
        count: 2,
        raw: { total: 40, median: 20, max: 30 },
        gzip: { total: 14, median: 7, max: 9 },
      },
    ]);
  });

  it("names the index's content-hash folder <hash> rather than reading its digits as numbers", () => {
    const groups = groupIndexFiles([
      { file: '146a140d94/terms-0.json', raw: 10, gzip: 5 },
      { file: '146a140d94/terms-11.json', raw: 30, gzip: 9 },
    ]);
    expect(groups.map((group) => [group.pattern, group.count])).toEqual([
      ['<hash>/terms-N.json', 2],
    ]);
  });
});

describe('templates', () => {
  const dir = site({
    'configuration/index.html': 'x',
    'configuration/output/index.html': 'x'.repeat(50),
    'configuration/module/index.html': 'x'.repeat(80),
    'configuration/printable/index.html': 'x'.repeat(500),
    'blog/2026/11/16/older/index.html': '',
    'blog/2026/11/20/newest/index.html': '',
    'blog/archive/index.html': '',
    'blog/tags/x/index.html': '',
  });

  it('picks the longest configuration page, printable excluded', () => {
    expect(longestPageIn(dir, 'configuration')).toBe('/configuration/module/');
  });

  it('picks the newest dated blog post', () => {
    expect(newestBlogPost(dir)).toBe('/blog/2026/11/20/newest/');
  });

  it('names the five benchmark templates', () => {
    expect(benchTemplates(dir).map((t) => [t.id, t.path])).toEqual([
      ['home', '/'],
      ['docs', '/concepts/entry-points/'],
      ['config', '/configuration/module/'],
      ['blog-post', '/blog/2026/11/20/newest/'],
      ['vote', '/vote/'],
    ]);
  });

  it('fails clearly on an incomplete build', () => {
    expect(() => benchTemplates(site({ 'index.html': '' }))).toThrow('No configuration page');
  });
});

describe('process tree', () => {
  it('reads the parent pid even when the command name has spaces and parentheses', () => {
    expect(parentPid('4242 (node (worker) 1) S 17 4242 17 0 -1')).toBe(17);
  });

  it('reads VmRSS in bytes', () => {
    expect(rssBytes('Name:\tnode\nVmRSS:\t  2048 kB\nVmSwap: 0 kB\n')).toBe(2048 * 1024);
    expect(rssBytes('Name:\tzombie\n')).toBe(0);
  });
});
