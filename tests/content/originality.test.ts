/**
 * Our pages are written in our own words: a loader or plugin page shares no
 * run of eight words of prose with its package's README (the README is the
 * text a writer has open while writing the page). Code, inline code, URLs and
 * link targets are left out on both sides: option names and addresses are
 * facts that carry over.
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';

const ROOT = path.resolve(__dirname, '../..');
const RUN = 8;

function proseWords(markdown: string): string[] {
  return markdown
    .replace(/^---\n[\s\S]*?\n---\n/, ' ')
    .replace(/(```|~~~)[\s\S]*?\1/g, ' ')
    .replace(/`[^`\n]*`/g, ' ')
    .replace(/\]\([^)]*\)/g, '] ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/https?:\/\/\S+/g, ' ')
    .toLowerCase()
    .replace(/[^a-z0-9\s]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
}

function sharedRuns(page: string, source: string, size = RUN): string[] {
  const runs = (words: string[]) => words.slice(0, Math.max(0, words.length - size + 1)).map((_, i) => words.slice(i, i + size).join(' '));
  const sourceRuns = new Set(runs(proseWords(source)));
  return [...new Set(runs(proseWords(page)).filter((run) => sourceRuns.has(run)))];
}

/** The README of the package a page documents: by file name, else by the repository named in `repo`. */
function readmeFor(file: string): string | undefined {
  const { data } = matter(fs.readFileSync(file, 'utf8'));
  const candidates = [path.basename(file, path.extname(file))];
  if (typeof data.repo === 'string') candidates.push(data.repo.replace(/\/+$/, '').split('/').pop() ?? '');
  for (const name of candidates) {
    const readme = path.join(ROOT, 'node_modules', name, 'README.md');
    if (name && fs.existsSync(readme)) return readme;
  }
  return undefined;
}

const pages = ['docs/loaders', 'docs/plugins']
  .flatMap((dir) => fs.readdirSync(path.join(ROOT, dir)).map((name) => path.join(ROOT, dir, name)))
  .filter((file) => /\.mdx?$/.test(file))
  .map((file) => ({ file, readme: readmeFor(file) }))
  .filter((entry): entry is { file: string; readme: string } => entry.readme !== undefined);

describe('package pages are in our own words', () => {
  it('finds the READMEs of the documented packages', () => {
    expect(pages.length).toBeGreaterThanOrEqual(25);
  });

  it('notices a sentence taken from a README', () => {
    const readme = 'The loader resolves every import through the bundler and reports each failure with its file name.';
    expect(sharedRuns(`Intro.\n\n${readme}\n`, readme)).not.toHaveLength(0);
    expect(sharedRuns('The loader hands each import to webpack, which reports failures by file.', readme)).toHaveLength(0);
  });

  it.each(pages.map(({ file, readme }) => [path.relative(ROOT, file), readme] as const))(
    '%s shares no eight-word run with its README',
    (file, readme) => {
      const shared = sharedRuns(fs.readFileSync(path.join(ROOT, file), 'utf8'), fs.readFileSync(readme, 'utf8'));
      expect(shared).toEqual([]);
    },
  );
});
