/**
 * The release posts in blog/ against scripts/data/webpack-releases.json, the comparison of the published
 * webpack packages that scripts/release-diff.ts recorded. No network: the data file is committed.
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { validate } from 'webpack';
import { checkReleasePost, type ReleaseRecord } from '../../scripts/lib/release-post';

const root = path.resolve(__dirname, '../..');
const blogDir = path.join(root, 'blog');
const data = JSON.parse(
  fs.readFileSync(path.join(root, 'scripts/data/webpack-releases.json'), 'utf8'),
) as { releases: ReleaseRecord[] };
const posts = fs.readdirSync(blogDir).filter((file) => /^\d{4}-\d{2}-\d{2}-.+\.mdx?$/.test(file));
const releasePosts = posts.filter((file) => /-webpack-5-\d+\.mdx?$/.test(file));

describe.each(data.releases.map((release) => [release.version, release] as const))(
  'the webpack %s release post',
  (version, release) => {
    const minor = version.split('.')[1];
    const file = releasePosts.find((name) => name.endsWith(`-webpack-5-${minor}.md`));

    it('exists, dated by the npm publish date of the first release of the line', () => {
      expect(file).toBe(`${release.date}-webpack-5-${minor}.md`);
    });

    it('names the versions it compares and is signed by the project', () => {
      const { data: front, content } = matter(fs.readFileSync(path.join(blogDir, file!), 'utf8'));
      expect(front.title).toContain(version);
      expect(front.authors).toBe('webpack');
      expect(front.tags).toContain('releases');
      const intro = content.split('<!-- truncate -->')[0]!;
      expect(intro).toContain(release.first);
      expect(intro).toContain(release.previous);
    });

    it('claims only what the package comparison shows', () => {
      const { content } = matter(fs.readFileSync(path.join(blogDir, file!), 'utf8'));
      expect(checkReleasePost(content, release)).toEqual([]);
    });
  },
);

describe('the blog', () => {
  // gray-matter's YAML engine reads tags.yml as front matter.
  const tags = Object.keys(
    matter(`---\n${fs.readFileSync(path.join(blogDir, 'tags.yml'), 'utf8')}\n---\n`).data,
  );

  it('reads the tags file', () => {
    expect(tags).toEqual(expect.arrayContaining(['releases', 'site']));
  });

  it('has a release post for each recorded release and no other', () => {
    expect(releasePosts.map((name) => name.replace(/^\d{4}-\d{2}-\d{2}-/, '')).sort()).toEqual(
      data.releases.map((release) => `webpack-5-${release.version.split('.')[1]}.md`).sort(),
    );
  });

  it('has at least 12 dated posts, each with tags from blog/tags.yml', () => {
    expect(posts.length).toBeGreaterThanOrEqual(12);
    for (const name of posts) {
      const { data: front } = matter(fs.readFileSync(path.join(blogDir, name), 'utf8'));
      expect({ name, tags: Array.isArray(front.tags) && front.tags.length > 0 }).toEqual({
        name,
        tags: true,
      });
      for (const tag of front.tags as string[])
        expect({ name, tag, defined: tags.includes(tag) }).toEqual({ name, tag, defined: true });
    }
  });
});

describe('configuration examples in posts', () => {
  // Posts are read with today's webpack: an example must still pass the installed webpack's validate.
  const examples = posts.flatMap((name) => {
    const text = fs.readFileSync(path.join(blogDir, name), 'utf8');
    return [...text.matchAll(/```js title="webpack\.config\.js"([^\n]*)\n([\s\S]*?)```/g)]
      .filter((match) => !/\bpartial\b/.test(match[1]!))
      .map((match) => [name, match[2]!] as const);
  });

  it.each(examples)('%s: the webpack.config.js example passes webpack.validate', (_name, code) => {
    const module = { exports: {} as unknown };
    new Function('module', 'require', '__filename', code)(
      module,
      require,
      path.join(root, 'webpack.config.js'),
    );
    expect(() => validate(module.exports as Parameters<typeof validate>[0])).not.toThrow();
  });
});
