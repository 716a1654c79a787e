import fs from 'node:fs';
import path from 'node:path';
import { buildContentModel } from '../../content-model/lib/tree';
import { page, writeSite } from '../../content-model/__tests__/fixtures';
import { generateLlmsFiles } from '../lib/generate';
import { buildLlmsFull, buildLlmsTxt, isListedPage, llmsSections } from '../lib/llmsTxt';

const site = {
  title: 'webpack',
  summary: 'webpack is a module bundler.',
  root: 'https://webpack.js.org/',
};

function fixtureSite() {
  return writeSite({
    'docs/concepts/index.md': page(
      'title: Concepts\nsort: -1\ndescription: The core ideas.',
      'Concepts intro.',
    ),
    'docs/concepts/output.md': page(
      'title: Output\nsort: 2\ndescription: Where files go.',
      '## Path\n\nText.',
    ),
    'docs/concepts/entry-points.md': page(
      'title: Entry Points\nsort: 1\ndescription: Where webpack starts.',
      'Entry.',
    ),
    'docs/concepts/printable.md': page('title: Concepts (printable)', 'Printable.'),
    'docs/api/index.md': page('title: API\nsort: -1', 'API intro.'),
    'docs/api/node.md': page(
      'title: Node.js API\ngroup: Modules\ndescription: Run webpack from Node.js.',
      'Node.',
    ),
    'docs/api/cli.md': page(
      'title: Command Line Interface\ndescription: Run webpack [from a shell].',
      'CLI.',
    ),
    'docs/contribute/index.md': page('title: Contribute\nsort: -1', 'Help.'),
    'docs/glossary.md': page('title: Glossary\ndescription: Terms.', 'Terms.'),
    'blog/2026-11-16-older.md': page(
      'title: Older post\ndescription: Old news.',
      'Old.\n\n<!-- truncate -->\n\nMore.',
    ),
    'blog/2026-11-20-newer.md': page('title: Newer post', 'New.'),
  });
}

describe('llmsSections', () => {
  it('lists docs sections in menu order, then other docs sections, the root pages and the blog, pages in sidebar order', () => {
    const sections = llmsSections(buildContentModel({ siteDir: fixtureSite() }));
    expect(sections.map((s) => s.title)).toEqual([
      'Concepts',
      'API',
      'Contribute',
      'Other pages',
      'Blog',
    ]);
    expect(sections[0]!.pages.map((p) => p.url)).toEqual([
      '/concepts/',
      '/concepts/entry-points/',
      '/concepts/output/',
    ]);
    // Ungrouped pages first, then groups (sidebar order).
    expect(sections[1]!.pages.map((p) => p.url)).toEqual(['/api/', '/api/cli/', '/api/node/']);
    expect(sections[4]!.pages.map((p) => p.url)).toEqual([
      '/blog/2026/11/20/newer/',
      '/blog/2026/11/16/older/',
    ]);
  });

  it('leaves out printable pages, the vote page and the app shell', () => {
    expect(isListedPage({ title: 'Concepts (printable)', url: '/concepts/printable-copy/' })).toBe(
      false,
    );
    expect(isListedPage({ title: 'Anything', url: '/concepts/printable/' })).toBe(false);
    expect(isListedPage({ title: 'Vote', url: '/vote/' })).toBe(false);
    expect(isListedPage({ title: 'App shell', url: '/app-shell/' })).toBe(false);
    expect(isListedPage({ title: 'Output', url: '/concepts/output/' })).toBe(true);
  });
});

describe('buildLlmsTxt', () => {
  it('writes title, summary and one list of twin links per section, with descriptions', () => {
    const text = buildLlmsTxt(site, llmsSections(buildContentModel({ siteDir: fixtureSite() })));
    expect(text.startsWith('# webpack\n\n> webpack is a module bundler.\n\n')).toBe(true);
    expect(text).toContain('[llms-full.txt](https://webpack.js.org/llms-full.txt)');
    expect(text).toContain(
      '## Concepts\n\n- [Concepts](https://webpack.js.org/concepts/index.md): The core ideas.\n' +
        '- [Entry Points](https://webpack.js.org/concepts/entry-points/index.md): Where webpack starts.\n' +
        '- [Output](https://webpack.js.org/concepts/output/index.md): Where files go.\n\n## API\n',
    );
    expect(text).toContain('- [API](https://webpack.js.org/api/index.md)\n');
    expect(text).toContain(
      '- [Command Line Interface](https://webpack.js.org/api/cli/index.md): Run webpack [from a shell].',
    );
    expect(text).toContain(
      '## Other pages\n\n- [Glossary](https://webpack.js.org/glossary/index.md): Terms.',
    );
    expect(text).not.toMatch(/printable|vote|app-shell/i);
    expect(text.endsWith('\n')).toBe(true);
  });

  it('escapes brackets in link text', () => {
    const text = buildLlmsTxt(site, [
      { name: 'x', title: 'X', pages: [{ title: 'a [b]', url: '/x/', description: 'd' } as never] },
    ]);
    expect(text).toContain('- [a \\[b\\]](https://webpack.js.org/x/index.md): d');
  });
});

describe('buildLlmsFull', () => {
  it('puts each page under its title and canonical URL', () => {
    const text = buildLlmsFull(site, [
      { heading: '# A', canonicalUrl: 'https://webpack.js.org/a/', content: 'Text A.\n' },
      { heading: '# B', canonicalUrl: 'https://webpack.js.org/b/', content: '' },
    ]);
    expect(text).toContain(
      '\n# A\n\nURL: https://webpack.js.org/a/\n\nText A.\n\n# B\n\nURL: https://webpack.js.org/b/\n',
    );
    expect(text.startsWith('# webpack documentation\n\n> webpack is a module bundler.\n')).toBe(
      true,
    );
  });
});

describe('generateLlmsFiles', () => {
  const siteDir = fixtureSite();
  const files = generateLlmsFiles(buildContentModel({ siteDir }), {
    ...site,
    defaultDescription: 'Default.',
    readSource: (sitePath) => fs.readFileSync(path.join(siteDir, sitePath), 'utf8'),
  });

  it('writes one twin per listed docs and blog page, beside the page', () => {
    expect(files.twins.map((f) => f.path).sort()).toEqual(
      [
        'api/cli/index.md',
        'api/index.md',
        'api/node/index.md',
        'blog/2026/11/16/older/index.md',
        'blog/2026/11/20/newer/index.md',
        'concepts/entry-points/index.md',
        'concepts/index.md',
        'concepts/output/index.md',
        'contribute/index.md',
        'glossary/index.md',
      ].sort(),
    );
    const older = files.twins.find((f) => f.path === 'blog/2026/11/16/older/index.md')!.content;
    expect(older).toContain('# Older post\n\nOld.\n\nMore.\n');
    expect(files.twins.find((f) => f.path === 'api/index.md')!.content).toContain(
      'description: "Default."',
    );
  });

  it('puts every docs page, and no blog post, into llms-full.txt in section order', () => {
    const full = files.llmsFull.content;
    const order = [
      '# Concepts',
      '# Entry Points',
      '# Output',
      '# API',
      '# Command Line Interface',
      '# Node.js API',
      '# Contribute',
      '# Glossary',
    ];
    const positions = order.map((heading) => full.indexOf(`\n${heading}\n`));
    expect(positions.every((p) => p > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(full).toContain(
      '# Output\n\nURL: https://webpack.js.org/concepts/output/\n\n## Path\n\nText.\n',
    );
    expect(full).not.toContain('Older post');
    expect(full).not.toContain('Printable.');
  });
});
