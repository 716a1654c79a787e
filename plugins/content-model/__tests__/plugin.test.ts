import type { LoadContext } from '@docusaurus/types';
import contentModelPlugin from '..';
import { page, writeSite } from './fixtures';

const pluginFor = (siteDir: string) => contentModelPlugin({ siteDir } as LoadContext);

describe('content-model plugin', () => {
  it('fails loading (and so the build) on a broken front matter field, naming file and field', async () => {
    const siteDir = writeSite({
      'docs/concepts/index.md': page('title: Concepts\nsort: -1'),
      'docs/concepts/broken.md': page(
        'title: Broken\nrelated:\n  - title: Nowhere\n    url: not a url',
      ),
    });
    await expect(pluginFor(siteDir).loadContent!()).rejects.toThrow(
      'Invalid front matter in docs/concepts/broken.md: field "related" entry 1 ("Nowhere") needs a valid url',
    );
  });

  it('fails on a missing title and on unknown keys', async () => {
    await expect(
      pluginFor(writeSite({ 'docs/api/index.md': page('description: no title\nsort: -1') }))
        .loadContent!(),
    ).rejects.toThrow('docs/api/index.md: field "title"');
    await expect(
      pluginFor(writeSite({ 'docs/api/x.md': page('title: X\nsidebar_label: Y') })).loadContent!(),
    ).rejects.toThrow('docs/api/x.md: field "sidebar_label"');
  });

  it('loads a valid tree', async () => {
    const index = await pluginFor(writeSite({ 'docs/api/index.md': page('title: API\nsort: -1') }))
      .loadContent!();
    expect(index.children[0]).toMatchObject({ type: 'directory', url: '/api/' });
  });

  it("merges the printable pages' import() chunks with the docs pages' own chunks (client build only)", () => {
    const configure = (isServer: boolean) =>
      pluginFor('/site').configureWebpack!({} as never, isServer, {} as never, {} as never);
    expect(configure(false)).toEqual({ optimization: { mergeDuplicateChunks: true } });
    expect(configure(true)).toEqual({});
  });
});
