/**
 * Issue #20 — raw HTML in Markdown: the repro lines of the issue fail the build naming the file and
 * the line, through the same remark pipeline Docusaurus runs for .md files.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkHtml, isScriptUrl } from '../lib/policy';

/**
 * The unified/remark packages are ES modules Jest's CommonJS runtime cannot load: a Node child runs
 * the plugin (loaded with jiti, as Docusaurus loads the config) in remark's real pipeline.
 */
const RUNNER = `
const jiti = require('jiti')(process.cwd() + '/');
const plugin = jiti(${JSON.stringify(path.resolve(__dirname, '../remark.ts'))}).default;
(async () => {
  const { unified } = await import('unified');
  const remarkParse = (await import('remark-parse')).default;
  const remarkMdx = (await import('remark-mdx')).default;
  const jobs = JSON.parse(require('fs').readFileSync(0, 'utf8'));
  const out = jobs.map(({ file, body }) => {
    const processor = unified().use(remarkParse);
    if (file.endsWith('.mdx')) processor.use(remarkMdx);
    processor.use(plugin);
    try {
      processor.runSync(processor.parse(body), { path: file, value: body });
      return null;
    } catch (error) {
      return String(error.message);
    }
  });
  process.stdout.write(JSON.stringify(out));
})();
`;

/** Runs the plugin on files written to disk, front matter and all, as Docusaurus hands them over. */
function compileAll(sources: { source: string; name: string }[]): (string | null)[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'html-policy-'));
  const jobs = sources.map(({ source, name }, index) => {
    const file = path.join(dir, `${index}-${name}`);
    fs.writeFileSync(file, source);
    return { file, body: source.replace(/^---\n[\s\S]*?\n---\n/, '') };
  });
  const result = spawnSync(process.execPath, ['-e', RUNNER], {
    input: JSON.stringify(jobs),
    encoding: 'utf8',
    cwd: path.resolve(__dirname, '../../..'),
  });
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout) as (string | null)[];
}

const FRONT = '---\ntitle: Page\n---\n\n';

const ACCEPTED_BODY = [
  '<details>',
  '<summary>More</summary>',
  '',
  'Press <kbd>Ctrl</kbd>+<kbd>K</kbd>. <!-- truncate -->',
  '',
  '</details>',
  '',
  '```html',
  '<script>inCode()</script>',
  '```',
  '',
  'Inline `<script>` is code too. <img src="/a.png" alt="a"><br/>',
  '',
].join('\n');

const REJECTED: [string, string, number, RegExp][] = [
  ['a script', 'Text\n\n<script>alert(1)</script>\n', 7, /<script>: scripts are not allowed/],
  ['an unclosed div', 'Text\n\n<div>\n\n## Rest of the page\n', 7, /<div> is never closed/],
  ['a stray closing tag', 'Text\n\n</div>\n', 7, /<\/div> has no opening tag/],
  [
    'an onerror attribute',
    'Text\n\n<img src="x.png" alt="x" onerror="alert(1)">\n',
    7,
    /onerror.*event-handler/,
  ],
  ['an unknown component', 'Text\n\n<Foo>hi</Foo>\n', 7, /<Foo>: unknown component/],
  ['a javascript: URL', 'Text with <a href="javascript:alert(1)">a link</a>.\n', 5, /javascript:/],
  [
    'an entity-encoded javascript: URL',
    'Text\n\n<a href="&#106;ava&#x73;cript:alert(1)">x</a>\n',
    7,
    /javascript:/,
  ],
  [
    'an element off the list',
    'Text\n\n<iframe src="/x/"></iframe>\n',
    7,
    /<iframe>: element not allowed/,
  ],
  [
    'a style attribute',
    'Text\n\n<div style="display:none">x</div>\n',
    7,
    /attribute "style" is not allowed/,
  ],
];

const SOURCES = [
  ...REJECTED.map(([, body]) => ({ source: FRONT + body, name: 'page.md' })),
  { source: FRONT + ACCEPTED_BODY, name: 'page.md' },
  { source: `${FRONT}<Foo />\n`, name: 'page.mdx' },
  { source: `${FRONT}<a href="javascript:x()">x</a>\n`, name: 'page.mdx' },
  { source: `${FRONT}<details><summary>x</summary>y</details>\n`, name: 'page.mdx' },
];

let results: (string | null)[] = [];
beforeAll(() => {
  results = compileAll(SOURCES);
}, 60_000);
const compile = (source: string, name = 'page.md') =>
  results[SOURCES.findIndex((s) => s.source === source && s.name === name)]!;

describe('raw HTML in a Markdown file', () => {
  it.each(REJECTED)(
    'fails the build on %s, naming the file and the line',
    (_what, body, line, message) => {
      const error = compile(FRONT + body);
      expect(error).not.toBeNull();
      expect(error).toMatch(new RegExp(`page\\.md:${line}: `));
      expect(error).toMatch(message);
    },
  );

  it('accepts allowed elements across paragraphs, comments and code', () => {
    const body = ACCEPTED_BODY;
    expect(compile(FRONT + body)).toBeNull();
  });

  it('checks JSX in .mdx files the same way', () => {
    expect(compile(`${FRONT}<Foo />\n`, 'page.mdx')).toMatch(
      /page\.mdx:5: <Foo>: unknown component/,
    );
    expect(compile(`${FRONT}<a href="javascript:x()">x</a>\n`, 'page.mdx')).toMatch(/javascript:/);
    expect(compile(`${FRONT}<details><summary>x</summary>y</details>\n`, 'page.mdx')).toBeNull();
  });
});

describe('isScriptUrl and checkHtml', () => {
  it('sees through case, whitespace and entities', () => {
    expect(isScriptUrl(' JavaScript:alert(1)')).toBe(true);
    expect(isScriptUrl('java\tscript:x')).toBe(true);
    expect(isScriptUrl('data:text/html,<script>')).toBe(true);
    expect(isScriptUrl('/concepts/')).toBe(false);
    expect(isScriptUrl('https://example.com/javascript:')).toBe(false);
  });

  it('reports a closing tag that crosses another element', () => {
    expect(
      checkHtml([{ value: '<div><span></div></span>', line: 3 }]).map((p) => p.message),
    ).toContain('</div> closes <span> opened on line 3');
  });
});
