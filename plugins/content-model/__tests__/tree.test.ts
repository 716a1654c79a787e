import { FrontMatterError } from '../lib/frontMatter';
import { allPages, buildContentModel, findDirectory } from '../lib/tree';
import { sectionSidebar } from '../lib/sidebar';
import { page, writeSite } from './fixtures';

const site = () =>
  writeSite({
    'docs/concepts/index.md': page('title: Concepts\nsort: -1', '## Entry\n\n### Entry.more\n'),
    'docs/concepts/output.md': page(
      'title: Output\nsort: 2\ndescription: Where files go.',
      '## `output`\n\n### `output.filename`\n\n#### deep\n',
    ),
    'docs/concepts/entry-points.md': page('title: Entry Points\nsort: 1\ncontributors: [alice]'),
    'docs/concepts/printable.md': page('title: Concepts printable'),
    'docs/api/index.md': page('title: API\nsort: -1'),
    'docs/api/cli.md': page('title: CLI\nsort: 1'),
    'docs/api/module-methods.md': page('title: Module Methods\nsort: 1\ngroup: Modules'),
    'docs/api/module-variables.md': page('title: Module Variables\nsort: 2\ngroup: Modules'),
    'docs/api/compiler-hooks.md': page('title: Compiler Hooks\nsort: 1\ngroup: Plugins'),
    'docs/api/compilation-object.md': page('title: Compilation Object\nsort: 1\ngroup: Objects'),
    'docs/api/_partial.md': page('title: ignored'),
    'docs/glossary.md': page('title: Glossary'),
    'blog/2026-11-16-first.md': page('title: First', 'Hello'),
    'blog/2026-11-20-second.mdx': page('title: Second'),
    'blog/authors.yml': 'webpack:\n  name: x\n',
  });

describe('buildContentModel', () => {
  it('builds directory and page entries with the spec fields', () => {
    const root = buildContentModel({
      siteDir: site(),
      gitAuthors: new Map([
        ['docs/concepts/output.md', [{ name: 'Bob', email: '2+bob@users.noreply.github.com' }]],
      ]),
    });
    expect(root).toMatchObject({ type: 'directory', url: '/', path: 'docs' });
    const concepts = findDirectory(root, '/concepts/')!;
    expect(concepts).toMatchObject({
      type: 'directory',
      name: 'concepts',
      path: 'docs/concepts',
      url: '/concepts/',
    });
    expect(concepts.size).toBe(concepts.children.reduce((s, c) => s + c.size, 0));
    const output = allPages(root).find((p) => p.url === '/concepts/output/')!;
    expect(output).toEqual({
      type: 'file',
      path: 'docs/concepts/output.md',
      name: 'output.md',
      size: expect.any(Number),
      extension: '.md',
      url: '/concepts/output/',
      title: 'Output',
      description: 'Where files go.',
      sort: 2,
      contributors: ['bob'],
      credits: [{ handle: 'bob' }],
      anchors: [
        { title: 'output', id: 'output', level: 2 },
        { title: 'output.filename', id: 'outputfilename', level: 3 },
      ],
      version: '5',
    });
    expect(allPages(root).find((p) => p.url === '/concepts/')!.sort).toBe(-1);
    expect(allPages(root).find((p) => p.url === '/glossary/')).toMatchObject({
      title: 'Glossary',
      sort: 0,
    });
    expect(allPages(root).some((p) => p.path.includes('_partial'))).toBe(false);
  });

  it('lists blog posts newest first with dated urls', () => {
    const blog = findDirectory(buildContentModel({ siteDir: site() }), '/blog/')!;
    expect(blog.children.map((c) => c.url)).toEqual([
      '/blog/2026/11/20/second/',
      '/blog/2026/11/16/first/',
    ]);
    expect(blog.children[1]).toMatchObject({ date: '2026-11-16', extension: '.md' });
  });

  it('fails on a bad front matter field, naming the file and the field', () => {
    const siteDir = writeSite({
      'docs/guides/index.md': page('title: Guides\nsort: -1'),
      'docs/guides/bad.md': page('title: Bad\nsort: first'),
    });
    expect(() => buildContentModel({ siteDir })).toThrow(FrontMatterError);
    expect(() => buildContentModel({ siteDir })).toThrow(
      'Invalid front matter in docs/guides/bad.md: field "sort"',
    );
  });

  it('requires a section index to sort first', () => {
    const siteDir = writeSite({ 'docs/guides/index.md': page('title: Guides\nsort: 3') });
    expect(() => buildContentModel({ siteDir })).toThrow(
      'docs/guides/index.md: field "sort" must be negative',
    );
  });
});

describe('sectionSidebar', () => {
  it('puts the index first, then ungrouped pages, then groups; drops printable pages; adds Print Section', () => {
    const root = buildContentModel({ siteDir: site() });
    expect(sectionSidebar(findDirectory(root, '/concepts/')!, { printable: true })).toEqual([
      { type: 'doc', id: 'concepts/index' },
      { type: 'doc', id: 'concepts/entry-points' },
      { type: 'doc', id: 'concepts/output' },
      {
        type: 'link',
        label: 'Print Section',
        href: '/concepts/printable/',
        className: 'sidebar-print-section',
      },
    ]);
    const api = sectionSidebar(findDirectory(root, '/api/')!, { printable: false });
    expect(
      api.map((i) =>
        i.type === 'category'
          ? [i.label, i.items.map((d) => (d as { id: string }).id)]
          : (i as { id: string }).id,
      ),
    ).toEqual([
      'api/index',
      'api/cli',
      ['Modules', ['api/module-methods', 'api/module-variables']],
      ['Objects', ['api/compilation-object']],
      ['Plugins', ['api/compiler-hooks']],
    ]);
  });
});
