import fs from 'node:fs';
import path from 'node:path';
import type { DefaultParseFrontMatter } from '@docusaurus/types';
import { parseFrontMatterWithModel } from '../parseFrontMatter';
import { pageDataOf } from '../lib/pageData';
import { page, writeSite } from './fixtures';

// Docusaurus's own parse, reduced to what the hook needs: the front matter as YAML-ish pairs.
const defaultParse: DefaultParseFrontMatter = async ({ fileContent }) => {
  const block = /^---\n([\s\S]*?)\n---/.exec(fileContent)?.[1] ?? '';
  const frontMatter = Object.fromEntries(
    block
      .split('\n')
      .filter((line) => /^\w+:/.test(line))
      .map((line) => [line.split(':')[0]!, line.slice(line.indexOf(':') + 1).trim()]),
  );
  return { frontMatter, content: fileContent };
};

async function parsed(siteDir: string, file: string) {
  const filePath = path.join(siteDir, file);
  const parse = parseFrontMatterWithModel(siteDir);
  return parse({
    filePath,
    fileContent: fs.readFileSync(filePath, 'utf8'),
    defaultParseFrontMatter: defaultParse,
  });
}

describe('page footer data through markdown.parseFrontMatter', () => {
  const files = {
    'docs/api/index.md': page('title: API\nsort: -1'),
    'docs/api/cli.md': page(
      'title: CLI\ncontributors:\n  - octocat\nrelated:\n  - title: Node API\n    url: /api/node/\nrepo: https://github.com/webpack/webpack-cli',
    ),
    'blog/2026-01-02-post.md': page('title: Post'),
  };

  it("gives a docs page the model's checked data in place of the raw fields", async () => {
    const siteDir = writeSite(files);
    const { frontMatter } = await parsed(siteDir, 'docs/api/cli.md');
    expect(frontMatter).not.toHaveProperty('contributors');
    expect(frontMatter).not.toHaveProperty('repo');
    expect(frontMatter.title).toBe('CLI');
    expect(pageDataOf(frontMatter)).toEqual({
      related: [{ title: 'Node API', url: '/api/node/' }],
      repo: 'https://github.com/webpack/webpack-cli',
      contributors: [{ handle: 'octocat' }],
    });
  });

  it('leaves blog posts as Docusaurus parsed them', async () => {
    const siteDir = writeSite(files);
    const { frontMatter } = await parsed(siteDir, 'blog/2026-01-02-post.md');
    expect(frontMatter).toEqual({ title: 'Post' });
    expect(pageDataOf(frontMatter)).toEqual({ related: [], contributors: [] });
  });

  it('follows an edited page, and fails naming file and field on a bad one', async () => {
    const siteDir = writeSite(files);
    await parsed(siteDir, 'docs/api/cli.md');
    const file = path.join(siteDir, 'docs/api/cli.md');
    fs.writeFileSync(file, page('title: CLI\nrelated:\n  - title: Loaders\n    url: /loaders/'));
    fs.utimesSync(file, new Date(), new Date(Date.now() + 5000));
    expect(pageDataOf((await parsed(siteDir, 'docs/api/cli.md')).frontMatter).related).toEqual([
      { title: 'Loaders', url: '/loaders/' },
    ]);
    fs.writeFileSync(file, page('title: CLI\nrelated:\n  - title: Nowhere\n    url: not a url'));
    fs.utimesSync(file, new Date(), new Date(Date.now() + 10000));
    await expect(parsed(siteDir, 'docs/api/cli.md')).rejects.toThrow(
      'docs/api/cli.md: field "related"',
    );
  });
});
