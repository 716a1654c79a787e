import { headingTitle, importNode, insertNotes, noteElement } from '../remark';
import type { VersionNote } from '../lib/notes';

const heading = (code: string) => ({
  type: 'heading',
  depth: 2,
  children: [{ type: 'inlineCode', value: code }],
});
const renamed: VersionNote = {
  kind: 'renamed',
  option: 'output.jsonpFunction',
  parts: [
    { type: 'strong', value: 'Renamed in webpack 5.' },
    { type: 'text', value: ' Use ' },
    {
      type: 'link',
      url: '/configuration/output/#outputchunkloadingglobal',
      value: 'output.chunkLoadingGlobal',
      code: true,
    },
  ],
};

describe('remark version notes', () => {
  it('reads a heading as the page shows it', () => {
    expect(headingTitle(heading('output.filename'))).toBe('output.filename');
    expect(
      headingTitle({
        type: 'heading',
        children: [
          { type: 'text', value: 'Rules ' },
          { type: 'emphasis', children: [{ type: 'text', value: 'now' }] },
        ],
      }),
    ).toBe('Rules now');
  });

  it('places the note element after its heading and imports the component once', () => {
    const tree = {
      type: 'root',
      children: [
        heading('output.jsonpFunction'),
        { type: 'paragraph', children: [] },
        heading('output.filename'),
        heading('output.hotUpdateFunction'),
      ],
    };
    const placed = insertNotes(tree, (title) =>
      title === 'output.filename' ? undefined : { ...renamed, option: title },
    );
    expect(placed).toBe(2);
    expect(tree.children.map((node) => node.type)).toEqual([
      'mdxjsEsm',
      'heading',
      'mdxJsxFlowElement',
      'paragraph',
      'heading',
      'heading',
      'mdxJsxFlowElement',
    ]);
  });

  it('leaves a page without notes untouched, import included', () => {
    const tree = { type: 'root', children: [heading('output.filename')] };
    expect(insertNotes(tree, () => undefined)).toBe(0);
    expect(tree.children).toHaveLength(1);
  });

  it('writes the note as Markdown nodes inside the element, so the link is an ordinary checked link', () => {
    const element = noteElement(renamed);
    expect(element).toMatchObject({
      name: 'VersionNote',
      attributes: [{ name: 'kind', value: 'renamed' }],
    });
    expect(element.children?.[2]).toEqual({
      type: 'link',
      url: '/configuration/output/#outputchunkloadingglobal',
      children: [{ type: 'inlineCode', value: 'output.chunkLoadingGlobal' }],
    });
    expect(importNode().value).toBe("import VersionNote from '@theme/VersionNote';");
  });
});
