/**
 * docs/configuration/devtool.md, "Measured": the table lists every devtool
 * value the schema's pattern allows (without the `-debugids` and `-scopes`
 * suffixes), and for each row what the source map contains (where it lives,
 * whether the bundle links it, where `const greeting` maps to, columns,
 * original source, file names) must match a real build of
 * examples/devtool-table. The build and rebuild times in the table are data
 * from scripts/devtool-table.ts and are not asserted.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseMarkdown } from '../../plugins/content-model/lib/markdown';
import { devtoolValues, measure } from '../helpers/devtool-measure';
import { evalLiteral } from '../helpers/stated-defaults';

jest.setTimeout(180_000);

const { body } = parseMarkdown(
  fs.readFileSync(path.resolve(__dirname, '../../docs/configuration/devtool.md'), 'utf8'),
);

interface Row {
  devtool: string | false;
  cells: string[];
}

/** The rows of the table whose header starts with `| \`devtool\` | Build (ms) |`. */
function tableRows(): Row[] {
  const match = /^\| `devtool` \| Build \(ms\) \|[^\n]*\n\|[-| ]+\n((?:\|[^\n]*\n?)+)/m.exec(body);
  if (!match) return [];
  return match[1]!
    .trim()
    .split('\n')
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    )
    .map((cells) => ({
      devtool: evalLiteral(cells[0]!.replace(/^`|`$/g, '')) as string | false,
      cells,
    }));
}

const rows = tableRows();
const yesNo = (value: boolean) => (value ? 'yes' : 'no');

describe('devtool page: measured table', () => {
  it('has one row per devtool value', () => {
    expect(rows.map((r) => r.devtool)).toEqual(devtoolValues());
  });

  it('states the machine the times come from', () => {
    expect(body).toMatch(
      /Measured on \d+ × [^,]+, \d+ GB RAM, Node\.js v\d+\.\d+\.\d+, webpack \d+\.\d+\.\d+/,
    );
  });

  it.each(rows.map((r) => [String(r.devtool), r] as const))(
    '%s: the map contents are what webpack emits',
    async (_name, row) => {
      const real = await measure(row.devtool);
      const [, , , map, linked, lines, columns, sourcesContent, fileNames] = row.cells;
      expect({ map, linked, lines, columns, sourcesContent, fileNames }).toEqual({
        map: real.map,
        linked: yesNo(real.linked),
        lines: real.lines,
        columns: yesNo(real.columns),
        sourcesContent: yesNo(real.sourcesContent),
        fileNames: yesNo(real.fileNames),
      });
    },
  );
});
