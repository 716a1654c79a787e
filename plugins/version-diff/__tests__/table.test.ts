import { compareSchemas } from '../lib/compare';
import {
  changeText,
  currentBlock,
  listText,
  renderTable,
  replaceBlock,
  TABLE_END,
  TABLE_START,
  typesText,
  typeTokens,
} from '../lib/table';
import { successors, v4Schema, v5Schema } from './fixtures';

const diff = compareSchemas(v4Schema, v5Schema, successors);
const table = renderTable(diff, { v4Version: '4.47.0', v5Version: '5.1.0' });
const row = (path: string) => table.split('\n').find((line) => line.startsWith(`| \`${path}\` |`));

describe('renderTable', () => {
  it('has one row per changed top-level and second-level option, with both types or the successor', () => {
    expect(row('output.jsonpFunction')).toBe(
      '| `output.jsonpFunction` | renamed | `string` | `output.chunkLoadingGlobal` |',
    );
    expect(row('optimization.namedModules')).toBe(
      "| `optimization.namedModules` | replaced | `boolean` | `optimization.moduleIds: 'named'` |",
    );
    expect(row('output.futureEmitAssets')).toBe(
      '| `output.futureEmitAssets` | removed | `boolean` | — |',
    );
    expect(row('node.global')).toBe(
      '| `node.global` | type changed: adds `"warn"` | `boolean` | `boolean` or `"warn"` |',
    );
    expect(row('output.chunkLoadingGlobal')).toBe(
      '| `output.chunkLoadingGlobal` | added (replaces `output.jsonpFunction`) | — | `string` |',
    );
    expect(row('module.exprContextCritical')).toBe(
      '| `module.exprContextCritical` | deprecated | `boolean` | `boolean`; use `module.parser.javascript.exprContextCritical` |',
    );
    expect(row('module.rules[].query')).toBeUndefined();
    expect(row('output.filename')).toBeUndefined();
  });

  it('opens with the counts', () => {
    expect(table.split('\n')[0]).toMatch(
      /^Between webpack 4\.47\.0 and webpack 5\.1\.0, 1 options were renamed, 2 replaced .*, 1 removed, 1 deprecated/,
    );
  });
});

describe('type text', () => {
  it('writes short lists in full and counts long lists of fixed strings', () => {
    expect(typeTokens(['false', 'true', 'object'])).toEqual(['boolean', 'object']);
    expect(typesText(['"a"', '"b"', '"c"', '"d"', '"e"', '"f"'])).toBe('one of 6 strings');
    expect(typesText(['NodeJS.WritableStream & { isTTY?: boolean }'])).toBe(
      '`NodeJS.WritableStream`',
    );
    expect(typesText([])).toBe('—');
    expect(listText(['a', 'b', 'c'])).toBe('a, b or c');
  });

  it('says what a changed option gained and lost', () => {
    expect(
      changeText({
        path: 'x',
        kind: 'type changed',
        v4Types: ['function', 'string'],
        v5Types: ['array', 'string'],
      }),
    ).toBe('type changed: adds `array`; drops `function`');
  });
});

describe('the marked block', () => {
  const page = `# Page\n\n${TABLE_START}\nold\n${TABLE_END}\n\nAfter.\n`;

  it('replaces only what lies between the markers', () => {
    const next = replaceBlock(page, 'new table');
    expect(next).toBe(`# Page\n\n${TABLE_START}\n\nnew table\n\n${TABLE_END}\n\nAfter.\n`);
    expect(currentBlock(next)).toBe('new table');
  });

  it('names the page when the markers are missing', () => {
    expect(() => replaceBlock('# Page', 'x', 'docs/migrate/5.md')).toThrow(
      /docs\/migrate\/5\.md: the generated option table needs/,
    );
  });
});
