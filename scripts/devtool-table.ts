/**
 * Measures every devtool value on examples/devtool-table and prints the
 * Markdown table shown on docs/configuration/devtool.md: median build and
 * rebuild times over a few runs, and what the source maps contain.
 *
 *   npm run measure:devtool            (5 runs per value)
 *   RUNS=9 npm run measure:devtool
 */
import os from 'node:os';
import webpack from 'webpack';
import { devtoolValues, measure, type Measured } from '../tests/helpers/devtool-measure';

const RUNS = Number(process.env.RUNS ?? 5);

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const yesNo = (value: boolean) => (value ? 'yes' : 'no');

async function main() {
  const rows: string[] = [];
  // A discarded first build, so the first row does not carry webpack's start-up cost.
  await measure(false);
  for (const devtool of devtoolValues()) {
    const runs: Measured[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await measure(devtool));
    const first = runs[0]!;
    rows.push(
      `| ${devtool === false ? '`false`' : `\`'${devtool}'\``} | ${Math.round(median(runs.map((r) => r.buildMs)))} | ${Math.round(median(runs.map((r) => r.rebuildMs)))} | ${first.map} | ${yesNo(first.linked)} | ${first.lines} | ${yesNo(first.columns)} | ${yesNo(first.sourcesContent)} | ${yesNo(first.fileNames)} |`,
    );
    process.stderr.write('.');
  }
  process.stderr.write('\n');
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  console.log(
    `Measured on ${os.cpus().length} × ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GB RAM, Node.js ${process.version}, webpack ${webpack.version}; median of ${RUNS} runs.\n`,
  );
  console.log(
    '| `devtool` | Build (ms) | Rebuild (ms) | Map | Linked | `const greeting` maps to | Columns | Original source | File names |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  console.log(rows.join('\n'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
