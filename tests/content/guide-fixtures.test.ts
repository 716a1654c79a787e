/**
 * Guides show files; the example projects in examples/ are what the tests build.
 * This test keeps the two from drifting apart.
 *
 * Convention: a fence on docs/guides/<slug>.md whose meta has `title="<path>"`
 * and no `partial` must equal examples/<slug>/<path> byte for byte (one trailing
 * newline ignored). `fixture="<folder under examples/>"` in the meta points the
 * fence at another folder, e.g. `fixture="getting-started/step-1"`. Fences in
 * bash, text, diff or console, and fences marked `partial`, are not compared.
 */
import fs from 'node:fs';
import path from 'node:path';
import { extractCodeFences, parseMarkdown } from '../../plugins/content-model/lib/markdown';

const ROOT = path.resolve(__dirname, '../..');
const GUIDES_DIR = path.join(ROOT, 'docs/guides');
const EXAMPLES_DIR = path.join(ROOT, 'examples');
const SKIPPED_LANGS = new Set(['bash', 'text', 'diff', 'console', 'sh', 'shell']);

interface FixtureFence {
  /** `docs/guides/<file>:<line>` */
  where: string;
  guide: string;
  line: number;
  fixture: string;
  file: string;
  code: string;
}

/** The meta without quoted attribute values, so `title="partial.js"` does not count as `partial`. */
function metaFlags(meta: string): string[] {
  return meta
    .replace(/[\w-]+="[^"]*"/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
}

const frontMatterErrors = new Map<string, string>();

/** Body and line offset of a page; a broken front matter block is recorded and cut off by hand, so its fences are still checked. */
function readBody(guideFile: string): { body: string; bodyLineOffset: number } {
  const source = fs.readFileSync(path.join(GUIDES_DIR, guideFile), 'utf8');
  try {
    return parseMarkdown(source);
  } catch (error) {
    frontMatterErrors.set(guideFile, (error as Error).message);
    const match = /^---\r?\n[\s\S]*?\r?\n---\r?\n/.exec(source);
    const head = match?.[0] ?? '';
    return { body: source.slice(head.length), bodyLineOffset: head.split('\n').length - 1 };
  }
}

function fixtureFences(guideFile: string): FixtureFence[] {
  const { body, bodyLineOffset } = readBody(guideFile);
  const slug = guideFile.replace(/\.mdx?$/, '');
  return extractCodeFences(body)
    .filter(
      (fence) =>
        fence.title && !SKIPPED_LANGS.has(fence.lang) && !metaFlags(fence.meta).includes('partial'),
    )
    .map((fence) => {
      const fixture = /(?:^|\s)fixture="([^"]+)"/.exec(fence.meta)?.[1] ?? slug;
      const line = fence.line + bodyLineOffset;
      return {
        where: `docs/guides/${guideFile}:${line}`,
        guide: guideFile,
        line,
        fixture,
        file: fence.title!,
        code: fence.code,
      };
    });
}

const guideFiles = fs
  .readdirSync(GUIDES_DIR)
  .filter((name) => /\.mdx?$/.test(name))
  .sort();
const fences = guideFiles.flatMap(fixtureFences);

describe('guide fences match their example fixtures', () => {
  test('the guides section has guides with fixture fences', () => {
    expect(guideFiles.length).toBeGreaterThan(1);
    expect(fences.length).toBeGreaterThan(0);
  });

  test.each(guideFiles)('docs/guides/%s has front matter that parses', (guideFile) => {
    expect(frontMatterErrors.get(guideFile)).toBeUndefined();
  });

  test.each(
    fences.map(
      (fence) => [`${fence.where} → examples/${fence.fixture}/${fence.file}`, fence] as const,
    ),
  )('%s', (_name, fence) => {
    const fixtureDir = path.resolve(EXAMPLES_DIR, fence.fixture);
    const target = path.resolve(fixtureDir, fence.file);
    // A fence must not point outside examples/.
    expect(path.relative(EXAMPLES_DIR, target).startsWith('..')).toBe(false);
    if (!fs.existsSync(target)) {
      throw new Error(
        `${fence.where} shows "${fence.file}", but examples/${fence.fixture}/${fence.file} does not exist. ` +
          `Create the fixture file, point the fence at another folder with fixture="…", or mark the fence partial.`,
      );
    }
    const fileContent = fs.readFileSync(target, 'utf8').replace(/\n$/, '');
    expect(fence.code).toBe(fileContent);
  });
});

describe('the guides overview', () => {
  const index = fs.readFileSync(path.join(GUIDES_DIR, 'index.md'), 'utf8');
  const guides = guideFiles
    .filter((name) => !/^index\.mdx?$/.test(name))
    .map((name) => name.replace(/\.mdx?$/, ''));

  test.each(guides)('links to /guides/%s/', (slug) => {
    expect(index).toContain(`](/guides/${slug}/)`);
  });
});
