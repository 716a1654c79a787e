import {
  buildAnchorTree,
  minHeadingLevel,
  nestedTitle,
  UNKNOWN_HEADING_LEVEL,
} from '../lib/anchors';

describe('minHeadingLevel', () => {
  it('is the smallest level, with 99 for unknown levels', () => {
    expect(
      minHeadingLevel([
        { title: 'a', id: 'a', level: 3 },
        { title: 'b', id: 'b', level: 2 },
      ]),
    ).toBe(2);
    expect(minHeadingLevel([{ title: 'a', id: 'a' }])).toBe(UNKNOWN_HEADING_LEVEL);
    expect(
      minHeadingLevel([
        { title: 'a', id: 'a' },
        { title: 'b', id: 'b', level: 3 },
      ]),
    ).toBe(3);
    expect(minHeadingLevel([])).toBe(99);
  });
});

describe('nestedTitle', () => {
  it('drops a leading "parent." prefix only', () => {
    expect(nestedTitle('output', 'output.filename')).toBe('filename');
    expect(nestedTitle('output.library', 'output.library.type')).toBe('type');
    expect(nestedTitle('output', 'outputs.x')).toBe('outputs.x');
    expect(nestedTitle('output', 'output.')).toBe('output.');
    expect(nestedTitle('Usage', 'Options')).toBe('Options');
  });
});

describe('buildAnchorTree', () => {
  it('nests h3 under the h2 before it and leaves out h1 and h4', () => {
    const tree = buildAnchorTree([
      { title: 'Title', id: 'title', level: 1 },
      { title: 'output', id: 'output', level: 2 },
      { title: 'output.filename', id: 'outputfilename', level: 3 },
      { title: 'deep', id: 'deep', level: 4 },
      { title: 'output.path', id: 'outputpath', level: 3 },
      { title: 'Examples', id: 'examples', level: 2 },
    ]);
    expect(tree).toEqual([
      {
        title: 'output',
        id: 'output',
        level: 2,
        children: [
          { title: 'filename', id: 'outputfilename', level: 3, children: [] },
          { title: 'path', id: 'outputpath', level: 3, children: [] },
        ],
      },
      { title: 'Examples', id: 'examples', level: 2, children: [] },
    ]);
  });

  it("uses the page's own top level when it has no h2", () => {
    const tree = buildAnchorTree([
      { title: 'a', id: 'a', level: 3 },
      { title: 'a.b', id: 'ab', level: 4 },
    ]);
    expect(tree).toEqual([
      {
        title: 'a',
        id: 'a',
        level: 3,
        children: [{ title: 'b', id: 'ab', level: 4, children: [] }],
      },
    ]);
  });

  it('keeps a sub-heading that comes before any top-level heading', () => {
    expect(
      buildAnchorTree([
        { title: 'intro', id: 'intro', level: 3 },
        { title: 'Main', id: 'main', level: 2 },
      ]).map((n) => n.id),
    ).toEqual(['intro', 'main']);
  });
});
