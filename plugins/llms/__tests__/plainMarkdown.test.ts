import {
  attribute,
  plainFenceOpening,
  PlainMarkdownError,
  toPlainMarkdown,
} from '../lib/plainMarkdown';

const md = (body: string, rewriteLink?: (target: string) => string) =>
  toPlainMarkdown(body, { file: 'docs/a.md', mdx: false, rewriteLink });
const mdx = (body: string) => toPlainMarkdown(body, { file: 'docs/a.mdx', mdx: true });

describe('toPlainMarkdown', () => {
  it('keeps prose, lists and tables byte for byte', () => {
    const body =
      'Some *text* with `code`.\n\n- one\n- two\n\n| a | b |\n| --- | --- |\n| 1 | 2 |\n';
    expect(md(body)).toBe(body);
  });

  it('writes an admonition as a labelled blockquote, code inside included', () => {
    const body =
      'Before.\n\n:::note\n\nCheck `x`.\n\n```js\nconst a = 1;\n\nconst b = 2;\n```\n\n:::\n\nAfter.';
    expect(md(body)).toBe(
      'Before.\n\n> **Note**\n>\n> Check `x`.\n>\n> ```js\n> const a = 1;\n>\n> const b = 2;\n> ```\n\nAfter.\n',
    );
  });

  it('labels admonitions with their custom title, in either syntax, and nests them', () => {
    expect(md(':::tip[Use a cache]\nFaster.\n:::')).toBe('> **Tip: Use a cache**\n>\n> Faster.\n');
    expect(md(':::warning Careful\nHot.\n:::')).toBe('> **Warning: Careful**\n>\n> Hot.\n');
    expect(md('::::danger\nOuter.\n\n:::info\nInner.\n:::\n\n::::')).toBe(
      '> **Danger**\n>\n> Outer.\n>\n> > **Info**\n> >\n> > Inner.\n',
    );
  });

  it('closes an admonition left open at the end of the page', () => {
    expect(md(':::note\nUnclosed.')).toBe('> **Note**\n>\n> Unclosed.\n');
  });

  it('keeps the language and title of a fence and drops test-only meta and line ranges', () => {
    expect(md('```js title="webpack.config.js" partial\nx\n```')).toBe(
      '```js title="webpack.config.js"\nx\n```\n',
    );
    expect(md('```json title=\'package.json\' fixture="a/b" {1,3}\n{}\n```')).toBe(
      "```json title='package.json'\n{}\n```\n",
    );
    expect(md('```bash showLineNumbers\nnpx webpack\n```')).toBe('```bash\nnpx webpack\n```\n');
  });

  it('drops highlight magic comments inside code, as the rendered page does', () => {
    const body =
      '```js\n// highlight-next-line\nconst a = 1;\n/* highlight-start */\nb();\n// highlight-end\n# highlight-next-line\n```';
    expect(md(body)).toBe('```js\nconst a = 1;\nb();\n```\n');
  });

  it('leaves everything inside a fence alone: nested fences, admonition markers, comments, headings, links', () => {
    const body =
      '````md\n```js title="a.js" partial\n```\n:::note\n<!-- kept -->\n# Kept {#kept}\n[a](/b/)\n````';
    expect(md(body, () => 'REWRITTEN')).toBe(body.replace('````md', '````md') + '\n');
  });

  it('keeps indented fences in list items as written', () => {
    const body = '1. Run:\n\n   ```bash title="shell" partial\n   npx webpack\n   ```\n\n2. Done.';
    expect(md(body)).toBe(
      '1. Run:\n\n   ```bash title="shell"\n   npx webpack\n   ```\n\n2. Done.\n',
    );
  });

  it('drops explicit heading ids and HTML comments', () => {
    expect(
      md('## Options {#options}\n\nText.\n<!-- truncate -->\n\n<!--\nmulti\nline\n-->\nMore.'),
    ).toBe('## Options\n\nText.\n\nMore.\n');
  });

  it('rewrites link targets in prose but not in code spans or fences', () => {
    const rewrite = (target: string) => `https://site.test${target}`;
    expect(
      md('See [a](/a/) and `[b](/b/)` and ![c](/c.png "C").\n\n```md\n[d](/d/)\n```', rewrite),
    ).toBe(
      'See [a](https://site.test/a/) and `[b](/b/)` and ![c](https://site.test/c.png "C").\n\n```md\n[d](/d/)\n```\n',
    );
    expect(md('[ref]: /ref/ "Ref"', rewrite)).toBe('[ref]: https://site.test/ref/ "Ref"\n');
    expect(md('<a href="/x/">x</a>', rewrite)).toBe('<a href="https://site.test/x/">x</a>\n');
  });

  it('writes <details> as a labelled section', () => {
    expect(md('<details>\n<summary>More</summary>\n\nHidden text.\n\n</details>')).toBe(
      '**More**\n\nHidden text.\n',
    );
    expect(md('<details><summary>More</summary>\nX\n</details>')).toBe('**More**\n\nX\n');
    expect(md('<details>\nX\n</details>')).toBe('**Details**\n\nX\n');
  });

  it('collapses the blank lines left by removed lines', () => {
    expect(md('A.\n\n<!-- c -->\n\nB.')).toBe('A.\n\nB.\n');
  });
});

describe('toPlainMarkdown for MDX', () => {
  it('writes tabs as consecutive labelled sections, dedented, and drops imports and MDX comments', () => {
    const body = [
      "import Tabs from '@theme/Tabs';",
      "import TabItem from '@theme/TabItem';",
      '',
      '{/* a comment */}',
      '',
      '<Tabs groupId="pm">',
      '  <TabItem value="npm" label="npm" default>',
      '',
      '    ```bash',
      '    npm install webpack',
      '    ```',
      '',
      '  </TabItem>',
      "  <TabItem value='yarn'>",
      '',
      '    ```bash',
      '    yarn add webpack',
      '    ```',
      '',
      '  </TabItem>',
      '</Tabs>',
      '',
      'After.',
    ].join('\n');
    expect(mdx(body)).toBe(
      '**npm**\n\n```bash\nnpm install webpack\n```\n\n**yarn**\n\n```bash\nyarn add webpack\n```\n\nAfter.\n',
    );
  });

  it('writes the <Admonition> component like the ::: syntax', () => {
    expect(mdx('<Admonition type="tip" title="Hint">\nText.\n</Admonition>')).toBe(
      '> **Tip: Hint**\n>\n> Text.\n',
    );
  });

  it('fails on a component it cannot write as Markdown, naming file and line', () => {
    expect(() => mdx('Text.\n\n<Chart data={x} />')).toThrow(PlainMarkdownError);
    expect(() => mdx('Text.\n\n<Chart data={x} />')).toThrow(
      'docs/a.mdx:3: <Chart> has no plain Markdown equivalent yet',
    );
  });

  it('fails on a closing tag that closes nothing and on a tag never closed', () => {
    expect(() => mdx('</TabItem>')).toThrow('docs/a.mdx:1: </TabItem> closes nothing open here');
    expect(() => mdx('<Tabs>\n<TabItem value="a">\nx')).toThrow(
      'docs/a.mdx:2: </TabItem> is missing',
    );
  });

  it('treats JSX-looking lines in .md files as text (CommonMark, no components)', () => {
    expect(md('<Chart />')).toBe('<Chart />\n');
  });
});

describe('helpers', () => {
  it('reads JSX attribute values in all quoting styles', () => {
    expect(attribute(' value="a" label={"B c"}', 'label')).toBe('B c');
    expect(attribute(" label='x'", 'label')).toBe('x');
    expect(attribute(' value="a"', 'label')).toBeUndefined();
  });

  it('leaves a line that is not a fence opening unchanged', () => {
    expect(plainFenceOpening('text')).toBe('text');
    expect(plainFenceOpening('~~~yaml title="a.yml" partial')).toBe('~~~yaml title="a.yml"');
  });
});
