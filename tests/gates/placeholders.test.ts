/**
 * Issue #19 — a production build shows no placeholder data: no "sample" sponsors, backers,
 * proposals or banner, and no maintainer instructions (`npm run fetch:…`) on a public page.
 * Sample entries live only in test fixtures (src/data/__tests__/fixtures/), which the site never
 * imports. Checked in every built HTML file (its text and attributes, not its inline scripts)
 * and in every script chunk (where the client-rendered lists get their data).
 */
import fs from 'node:fs';
import { buildFiles, relative } from './build';

/** What a placeholder looks like in a page: the word "sample" anywhere, or a fetch instruction. */
const PAGE_PLACEHOLDER = /sample|your banner here|npm run fetch:/i;
/** What sample data looks like in a script: a data file or entry marked as a sample, or its made-up names. */
const SCRIPT_PLACEHOLDER =
  /"sample":\s*true|sample:!0|Sample (Sponsor|Backer|proposal)|sample placement|your banner here/i;

const withoutScripts = (html: string) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '');

function hits(files: string[], read: (file: string) => string, pattern: RegExp) {
  return files.flatMap((file) => {
    const text = read(file);
    const match = pattern.exec(text);
    return match
      ? [`${relative(file)}: …${text.slice(Math.max(0, match.index - 40), match.index + 40)}…`]
      : [];
  });
}

describe('placeholders in the build', () => {
  it('the check finds a placeholder when there is one', () => {
    expect(PAGE_PLACEHOLDER.test(withoutScripts('<p>Sample Sponsor A</p>'))).toBe(true);
    expect(PAGE_PLACEHOLDER.test(withoutScripts('<img alt="Sample Grid Sponsor">'))).toBe(true);
    expect(PAGE_PLACEHOLDER.test(withoutScripts('<script>var sample=1</script><p>ok</p>'))).toBe(
      false,
    );
    expect(SCRIPT_PLACEHOLDER.test('JSON.parse(\'{"sample":true,"supporters":[]}\')')).toBe(true);
  });

  it('no HTML page shows sample data or fetch instructions', () => {
    const pages = buildFiles('.html');
    expect(pages.length).toBeGreaterThan(100);
    expect(
      hits(pages, (file) => withoutScripts(fs.readFileSync(file, 'utf8')), PAGE_PLACEHOLDER),
    ).toEqual([]);
  });

  it('no script carries sample data', () => {
    const scripts = buildFiles('.js');
    expect(hits(scripts, (file) => fs.readFileSync(file, 'utf8'), SCRIPT_PLACEHOLDER)).toEqual([]);
  });
});
