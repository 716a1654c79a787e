import matter from 'gray-matter';
import { buildTwin, renderTwin, type TwinPage } from '../lib/twin';

const options = {
  root: 'https://webpack.js.org/',
  defaultDescription: 'webpack is a module bundler.',
  urlOfFile: (sitePath: string) => ({ 'docs/concepts/output.md': '/concepts/output/' })[sitePath],
};

const page = (overrides: Partial<TwinPage> = {}): TwinPage => ({
  path: 'docs/concepts/entry-points.md',
  url: '/concepts/entry-points/',
  title: 'Entry Points',
  description: 'Where webpack starts.',
  extension: '.md',
  ...overrides,
});

const source = (body: string) =>
  `---\ntitle: Entry Points\nsort: 2\ncontributors:\n  - sample-user\n---\n\n${body}`;

describe('buildTwin and renderTwin', () => {
  it('writes front matter with title, description and canonical URL, then the title as h1 and the body', () => {
    const text = renderTwin(
      buildTwin(page(), source('Intro.\n\n## Single entry\n\nText.\n'), options),
    );
    expect(text).toBe(
      '---\ntitle: "Entry Points"\ndescription: "Where webpack starts."\ncanonical_url: "https://webpack.js.org/concepts/entry-points/"\n---\n\n' +
        '# Entry Points\n\nIntro.\n\n## Single entry\n\nText.\n',
    );
    expect(matter(text).data).toEqual({
      title: 'Entry Points',
      description: 'Where webpack starts.',
      canonical_url: 'https://webpack.js.org/concepts/entry-points/',
    });
  });

  it('uses the default description when the page has none, and quotes YAML-unsafe values', () => {
    const text = renderTwin(
      buildTwin(page({ title: 'A: "b" # c', description: undefined }), source('x'), options),
    );
    expect(matter(text).data).toMatchObject({
      title: 'A: "b" # c',
      description: 'webpack is a module bundler.',
    });
  });

  it("keeps the page's own leading h1 as the title line instead of adding one", () => {
    const twin = buildTwin(page(), source('# Entry points, in depth\n\nText.'), options);
    expect(twin.heading).toBe('# Entry points, in depth');
    expect(twin.content).toBe('Text.\n');
  });

  it('makes every link absolute: site paths, relative Markdown files and in-page anchors', () => {
    const twin = buildTwin(
      page(),
      source(
        '[o](/configuration/output/) [f](./output.md#path) [h](#single-entry) [g](https://github.com/)',
      ),
      options,
    );
    expect(twin.content).toBe(
      '[o](https://webpack.js.org/configuration/output/) [f](https://webpack.js.org/concepts/output/#path) ' +
        '[h](https://webpack.js.org/concepts/entry-points/#single-entry) [g](https://github.com/)\n',
    );
  });

  it("adds the page's Further Reading list, as the HTML page shows it", () => {
    const twin = buildTwin(
      page({
        related: [
          { title: 'Output', url: '/concepts/output/' },
          { title: 'Spec', url: 'https://example.com/spec' },
        ],
      }),
      source('Text.'),
      options,
    );
    expect(twin.content).toBe(
      'Text.\n\n## Further Reading\n\n- [Output](https://webpack.js.org/concepts/output/)\n- [Spec](https://example.com/spec)\n',
    );
  });

  it('adds the date of a blog post', () => {
    const twin = buildTwin(
      page({ path: 'blog/2026-11-16-x.md', url: '/blog/2026/11/16/x/', date: '2026-11-16' }),
      source('x'),
      options,
    );
    expect(matter(renderTwin(twin)).data.date).toBe('2026-11-16');
  });

  it('lets a build-time addition (the version notes) into the body, its links made absolute like the rest', () => {
    const annotate = (
      target: Pick<TwinPage, 'path'>,
      markdown: string,
      rewriteLink: (url: string) => string,
    ) =>
      target.path === 'docs/concepts/entry-points.md'
        ? markdown.replace(
            '## Single entry\n',
            `## Single entry\n\n[note](${rewriteLink('/migrate/5/')})\n`,
          )
        : markdown;
    const twin = buildTwin(page(), source('## Single entry\n\nText.\n'), { ...options, annotate });
    expect(twin.content).toBe(
      '## Single entry\n\n[note](https://webpack.js.org/migrate/5/)\n\nText.\n',
    );
  });
});
