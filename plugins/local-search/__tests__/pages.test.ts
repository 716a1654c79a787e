import type { ContentEntry, DirectoryEntry, PageEntry } from '../../content-model/lib/tree';
import { searchPages } from '../lib/pages';

const page = (url: string, version?: string) =>
  ({ type: 'file', url, title: url, version }) as unknown as PageEntry;
const dir = (path: string, name: string, children: ContentEntry[], version?: string) =>
  ({
    type: 'directory',
    path,
    name,
    url: `/${path}/`,
    children,
    version,
  }) as unknown as DirectoryEntry;
const label = (folder: string) => folder[0]!.toUpperCase() + folder.slice(1);

describe('searchPages (what search indexes, from the content model)', () => {
  it('labels docs pages by their section, posts as Blog and root pages as Documentation, in every version', () => {
    const root = dir(
      'docs',
      'docs',
      [
        page('/glossary/', '5'),
        dir(
          'docs/guides',
          'guides',
          [
            page('/guides/', '5'),
            dir('docs/guides/deep', 'deep', [page('/guides/deep/x/', '5')], '5'),
          ],
          '5',
        ),
        dir('blog', 'blog', [page('/blog/2026/10/15/webpack-5-112/')]),
        dir(
          'versioned_docs/version-4',
          'v4',
          [
            dir(
              'versioned_docs/version-4/guides',
              'guides',
              [page('/v4/guides/caching/', '4')],
              '4',
            ),
          ],
          '4',
        ),
      ],
      '5',
    );
    expect(searchPages(root, label)).toEqual([
      { url: '/glossary/', section: 'Documentation' },
      { url: '/guides/', section: 'Guides' },
      { url: '/guides/deep/x/', section: 'Guides' },
      { url: '/blog/2026/10/15/webpack-5-112/', section: 'Blog' },
      { url: '/v4/guides/caching/', section: 'Guides' },
    ]);
  });
});
