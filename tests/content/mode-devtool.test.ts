/**
 * The development default of `devtool`, as two pages state it: the mode table of the concepts
 * overview (docs/concepts/index.md) and the mode reference (docs/configuration/mode.md). Both must
 * name what webpack's own defaults give for `mode: 'development'`: per module type, which devtool.
 */
import fs from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';

const ROOT = path.resolve(__dirname, '../..');

type DevtoolEntry = { type: string; use: string };

function developmentDevtool(): unknown {
  const options = webpack.config.getNormalizedWebpackOptions({ mode: 'development' });
  webpack.config.applyWebpackOptionsDefaults(options);
  return options.devtool;
}

/** The table row of `file` whose first cell starts with `firstCell`. */
function row(file: string, firstCell: RegExp): string {
  const lines = fs.readFileSync(path.join(ROOT, file), 'utf8').split('\n');
  const found = lines.find(
    (line) => line.startsWith('|') && firstCell.test(line.split('|')[1]?.trim() ?? ''),
  );
  if (!found) throw new Error(`${file}: no table row whose first cell matches ${firstCell}`);
  return found;
}

const TYPE_WORDS: Record<string, string> = { javascript: 'JavaScript', css: 'CSS' };

describe("the development devtool the pages state matches webpack's defaults", () => {
  const devtool = developmentDevtool();

  test('webpack 5.112 gives one devtool per module type in development', () => {
    expect(Array.isArray(devtool)).toBe(true);
  });

  test.each([
    ['docs/concepts/index.md', /^`'development'`$/, (r: string) => r],
    // mode.md: the `devtool` row, development column.
    ['docs/configuration/mode.md', /devtool/, (r: string) => r.split('|')[2] ?? ''],
  ])('%s', (file, firstCell, cellOf) => {
    const text = cellOf(row(file, firstCell));
    const problems: string[] = [];
    for (const entry of devtool as DevtoolEntry[]) {
      if (!text.includes(`\`${entry.use}\``)) problems.push(`does not name \`${entry.use}\``);
      if (!text.includes(TYPE_WORDS[entry.type] ?? entry.type))
        problems.push(`does not say that ${entry.use} is for ${entry.type}`);
    }
    // A single string such as `devtool: 'eval'` misstates an array default.
    if (/devtool: '[^']+'/.test(text))
      problems.push(`states a single devtool string: ${/devtool: '[^']+'/.exec(text)![0]}`);
    expect(problems).toEqual([]);
  });
});
