import { extractCodeFences, extractHeadings, headingText, parseMarkdown } from '../lib/markdown';

const source = `---
title: Output
description: Where webpack writes bundles.
---

## \`output\`

Some text with a fence:

\`\`\`js title="webpack.config.js" partial
// ## not a heading
module.exports = {};
\`\`\`

### \`output.filename\`

## Example

## Example

#### Deep **bold** [link](/x/)
`;

describe('markdown', () => {
  it('parses front matter and maps body lines back to the file', () => {
    const parsed = parseMarkdown(source);
    expect(parsed.data).toEqual({ title: 'Output', description: 'Where webpack writes bundles.' });
    expect(parsed.bodyLineOffset).toBe(4);
  });

  it('extracts headings outside fences with Docusaurus-style ids', () => {
    const { body } = parseMarkdown(source);
    expect(extractHeadings(body)).toEqual([
      { title: 'output', id: 'output', level: 2 },
      { title: 'output.filename', id: 'outputfilename', level: 3 },
      { title: 'Example', id: 'example', level: 2 },
      { title: 'Example', id: 'example-1', level: 2 },
      { title: 'Deep bold link', id: 'deep-bold-link', level: 4 },
    ]);
  });

  it('extracts fences with language, meta, title and code', () => {
    const { body } = parseMarkdown(source);
    const fences = extractCodeFences(body);
    expect(fences).toHaveLength(1);
    expect(fences[0]).toMatchObject({
      lang: 'js',
      meta: 'title="webpack.config.js" partial',
      title: 'webpack.config.js',
      code: '// ## not a heading\nmodule.exports = {};',
    });
  });

  it('honours explicit heading ids', () => {
    expect(extractHeadings('## Custom {#my-id}\n')).toEqual([
      { title: 'Custom', id: 'my-id', level: 2 },
    ]);
  });

  it('strips inline markdown from heading text', () => {
    expect(headingText('`a.b` and *c* [d](/e/)')).toBe('a.b and c d');
    expect(headingText('`__webpack_public_path__` and __bold__')).toBe(
      '__webpack_public_path__ and bold',
    );
    expect(extractHeadings('### `__webpack_require__`\n')).toEqual([
      { title: '__webpack_require__', id: '__webpack_require__', level: 3 },
    ]);
  });
});
