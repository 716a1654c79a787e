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
import { packageDir4 } from '../helpers/webpack4';

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
  const runs = (words: string[]) =>
    words
      .slice(0, Math.max(0, words.length - size + 1))
      .map((_, i) => words.slice(i, i + size).join(' '));
  const sourceRuns = new Set(runs(proseWords(source)));
  return [...new Set(runs(proseWords(page)).filter((run) => sourceRuns.has(run)))];
}

/** Where a package's folder is, for the current docs (the site's node_modules) and for webpack 4 (tooling/webpack4). */
type PackageDir = (name: string) => string | undefined;
const currentPackageDir: PackageDir = (name) => path.join(ROOT, 'node_modules', name);
const webpack4PackageDir: PackageDir = (name) => {
  try {
    return packageDir4(name);
  } catch {
    return undefined;
  }
};

/** The README of the package a page documents: by file name, else by the repository named in `repo`. */
function readmeFor(file: string, packageDir: PackageDir): string | undefined {
  const { data } = matter(fs.readFileSync(file, 'utf8'));
  const candidates = [path.basename(file, path.extname(file))];
  if (typeof data.repo === 'string')
    candidates.push(data.repo.replace(/\/+$/, '').split('/').pop() ?? '');
  for (const name of candidates) {
    const dir = name ? packageDir(name) : undefined;
    const readme = dir ? path.join(dir, 'README.md') : '';
    if (readme && fs.existsSync(readme)) return readme;
  }
  return undefined;
}

/** Package pages of each docs version, with the README of the package version each one documents. */
const SECTIONS: [string, PackageDir][] = [
  ['docs/loaders', currentPackageDir],
  ['docs/plugins', currentPackageDir],
  ['versioned_docs/version-4/loaders', webpack4PackageDir],
  ['versioned_docs/version-4/plugins', webpack4PackageDir],
];

const pages = SECTIONS.filter(([dir]) => fs.existsSync(path.join(ROOT, dir)))
  .flatMap(([dir, packageDir]) =>
    fs
      .readdirSync(path.join(ROOT, dir))
      .map((name) => ({ file: path.join(ROOT, dir, name), packageDir })),
  )
  .filter(({ file }) => /\.mdx?$/.test(file))
  .map(({ file, packageDir }) => ({ file, readme: readmeFor(file, packageDir) }))
  .filter((entry): entry is { file: string; readme: string } => entry.readme !== undefined);

describe('package pages are in our own words', () => {
  it('finds the READMEs of the documented packages', () => {
    expect(pages.length).toBeGreaterThanOrEqual(25);
  });

  it('checks the webpack 4 package pages against the READMEs of the versions they document', () => {
    const v4 = pages.filter((p) => p.file.includes(`${path.sep}version-4${path.sep}`));
    expect(v4.length).toBeGreaterThanOrEqual(20);
    // css-loader 5 for webpack 4, not the css-loader the current docs describe.
    const css = v4.find((p) => p.file.endsWith(`${path.sep}css-loader.md`));
    expect(css?.readme).toBe(path.join(packageDir4('css-loader'), 'README.md'));
    expect(css?.readme).not.toBe(path.join(ROOT, 'node_modules', 'css-loader', 'README.md'));
  });

  it('notices a sentence taken from a README', () => {
    const readme =
      'The loader resolves every import through the bundler and reports each failure with its file name.';
    expect(sharedRuns(`Intro.\n\n${readme}\n`, readme)).not.toHaveLength(0);
    expect(
      sharedRuns(
        'The loader hands each import to webpack, which reports failures by file.',
        readme,
      ),
    ).toHaveLength(0);
  });

  it.each(pages.map(({ file, readme }) => [path.relative(ROOT, file), readme] as const))(
    '%s shares no eight-word run with its README',
    (file, readme) => {
      const shared = sharedRuns(
        fs.readFileSync(path.join(ROOT, file), 'utf8'),
        fs.readFileSync(readme, 'utf8'),
      );
      expect(shared).toEqual([]);
    },
  );
});
