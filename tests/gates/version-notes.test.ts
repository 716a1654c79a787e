/**
 * Issue #17: the version notes reach the reader. In the built HTML of every configuration page (v5,
 * and v4 under /v4/ once those pages exist), the element right after each noted option heading is the
 * VersionNote with the note's words; in the page's Markdown twin, the note is the paragraph right under
 * the heading, its links absolute.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DomUtils, parseDocument } from 'htmlparser2';
import { extractHeadings, parseMarkdown } from '../../plugins/content-model/lib/markdown';
import {
  loadVersionDiff,
  V4_CONFIGURATION_DIR,
  V5_CONFIGURATION_DIR,
} from '../../plugins/version-diff/lib/load';
import {
  noteForHeading,
  noteToMarkdown,
  type DocsVersion,
  type VersionNote,
} from '../../plugins/version-diff/lib/notes';
import { BUILD_DIR, SITE_DIR } from './build';

const { notes } = loadVersionDiff(SITE_DIR);

interface NotedHeading {
  page: string;
  id: string;
  title: string;
  level: number;
  note: VersionNote;
  /** Folder of the page in the build (`configuration/output`, `v4/configuration/output`). */
  route: string;
}

function notedHeadings(dir: string, version: DocsVersion, routePrefix: string): NotedHeading[] {
  const absolute = path.join(SITE_DIR, dir);
  if (!fs.existsSync(absolute)) return [];
  return fs
    .readdirSync(absolute)
    .filter((name) => /\.mdx?$/.test(name))
    .flatMap((name) => {
      const slug = name.replace(/\.mdx?$/, '');
      const route = slug === 'index' ? routePrefix : `${routePrefix}/${slug}`;
      return extractHeadings(
        parseMarkdown(fs.readFileSync(path.join(absolute, name), 'utf8')).body,
      ).flatMap((heading) => {
        const note = noteForHeading(notes, version, heading.title);
        return note === undefined
          ? []
          : [
              {
                page: `${dir}/${name}`,
                id: heading.id,
                title: heading.title,
                level: heading.level,
                note,
                route,
              },
            ];
      });
    });
}

const v5 = notedHeadings(V5_CONFIGURATION_DIR, 'v5', 'configuration');
const v4 = notedHeadings(V4_CONFIGURATION_DIR, 'v4', 'v4/configuration');
const plainText = (note: VersionNote) => note.parts.map((part) => part.value).join('');

describe.each([
  ['v5', v5],
  ['v4', v4],
] as const)('version notes of the %s configuration pages', (_version, headings) => {
  const pages = [...new Set(headings.map((heading) => heading.route))];

  if (_version === 'v5') {
    it('exist (the v5 pages document many options webpack 4 lacks)', () => {
      expect(headings.length).toBeGreaterThan(250);
    });
  }
  if (pages.length === 0) {
    it.todo(
      'checks each page once versioned_docs/version-4/configuration/ documents a changed option',
    );
    return;
  }

  it.each(pages)('%s: each note follows its heading in the HTML', (route) => {
    const mine = headings.filter((heading) => heading.route === route);
    const document = parseDocument(
      fs.readFileSync(path.join(BUILD_DIR, route, 'index.html'), 'utf8'),
    );
    for (const heading of mine) {
      const element = DomUtils.findOne(
        (node) => node.attribs.id === heading.id && /^h[1-6]$/.test(node.name),
        document.children,
      );
      let next = element?.next ?? null;
      while (next && next.type === 'text') next = next.next;
      const found = next && 'attribs' in next ? next : undefined;
      const isNote =
        found !== undefined &&
        (found.attribs.role === 'note' || /badge/i.test(found.attribs.class ?? ''));
      expect([heading.page, heading.title, isNote, found && DomUtils.textContent(found)]).toEqual([
        heading.page,
        heading.title,
        true,
        plainText(heading.note),
      ]);
    }
  });

  it.each(pages)('%s: each note follows its heading in the Markdown twin', (route) => {
    const mine = headings.filter((heading) => heading.route === route);
    const twin = fs.readFileSync(path.join(BUILD_DIR, route, 'index.md'), 'utf8');
    const origin = new URL(/^canonical_url: "([^"]+)"/m.exec(twin)![1]!).origin;
    const lines = twin.split('\n');
    for (const heading of mine) {
      const at = lines.findIndex(
        (line) =>
          line.startsWith(`${'#'.repeat(heading.level)} `) &&
          line.replace(/`/g, '').endsWith(` ${heading.title}`),
      );
      expect([heading.page, heading.title, lines[at + 2]]).toEqual([
        heading.page,
        heading.title,
        noteToMarkdown(heading.note, (url) => `${origin}${url}`),
      ]);
    }
  });
});
