/**
 * docs/plugins/split-chunks-plugin.md: the worked scenarios. Each ```text
 * fence with `scenario="…"` in its meta lists the chunks a real build of
 * examples/split-chunks-scenarios emits for that scenario, one line per chunk:
 * `file (initial|async): module, module`. This test builds every scenario and
 * compares. It also checks the table of the constructor's own fallbacks
 * against a live `new SplitChunksPlugin()`.
 */
import fs from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { extractCodeFences, parseMarkdown } from '../../plugins/content-model/lib/markdown';
import { buildExample } from '../helpers/build-example';
import { evalLiteral } from '../helpers/stated-defaults';

jest.setTimeout(120_000);

const PAGE = path.resolve(__dirname, '../../docs/plugins/split-chunks-plugin.md');
const { body } = parseMarkdown(fs.readFileSync(PAGE, 'utf8'));

const fences = extractCodeFences(body)
  .map((fence) => ({ fence, scenario: /\bscenario="([^"]+)"/.exec(fence.meta)?.[1] }))
  .filter((f): f is { fence: (typeof f)['fence']; scenario: string } => f.scenario !== undefined);

/** `file (initial|async): module, module`, from the chunk graph of a real build. */
async function chunkLines(scenario: string): Promise<string[]> {
  const build = await buildExample('split-chunks-scenarios', { env: { scenario } });
  const { compilation } = build.stats;
  const context = compilation.compiler.context;
  return [...compilation.chunks]
    .map((chunk) => {
      const modules = compilation.chunkGraph
        .getChunkModules(chunk)
        .map((m) => (m as webpack.NormalModule).resource)
        .filter((resource): resource is string => typeof resource === 'string')
        .map((resource) => path.relative(context, resource).split(path.sep).join('/'))
        .sort();
      return `${[...chunk.files].join(', ')} (${chunk.canBeInitial() ? 'initial' : 'async'}): ${modules.join(', ')}`;
    })
    .sort();
}

const normalize = (code: string) =>
  code
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .sort();

describe('split-chunks-plugin page: worked scenarios', () => {
  it('shows the scenarios', () => {
    expect(fences.map((f) => f.scenario)).toEqual(
      expect.arrayContaining([
        'lazy-default',
        'small-default',
        'small-min-size',
        'initial-all',
        'named-group',
        'by-hand-no-limits',
      ]),
    );
  });

  it.each(fences.map((f) => [f.scenario, f.fence] as const))(
    'scenario %s lists the chunks a real build emits',
    async (scenario, fence) => {
      expect(normalize(fence.code)).toEqual(await chunkLines(scenario));
    },
  );
});

describe('split-chunks-plugin page: the constructor fallbacks', () => {
  const table = /\| Option left out \|[^\n]*\n\|[-| ]+\n((?:\|[^\n]*\n)+)/.exec(body);
  const rows = (table?.[1] ?? '')
    .trim()
    .split('\n')
    .map((row) => row.split('|').map((cell) => cell.trim().replace(/^`|`$/g, '')))
    .map(([, option, fallback]) => ({ option: option!, fallback: evalLiteral(fallback!) }));

  it('has the table', () => {
    expect(rows.map((r) => r.option)).toEqual(
      expect.arrayContaining(['chunks', 'maxAsyncRequests', 'maxInitialRequests']),
    );
  });

  it.each(rows.map((r) => [r.option, r.fallback] as const))(
    'new SplitChunksPlugin() falls back to the stated %s',
    (option, fallback) => {
      const plugin = new webpack.optimize.SplitChunksPlugin({}) as unknown as {
        options: Record<string, unknown>;
      };
      if (option === 'chunks') {
        // Stored as a filter function: 'all' accepts initial and on-demand chunks, 'async' only on-demand ones.
        const filter = plugin.options.chunksFilter as (chunk: {
          canBeInitial(): boolean;
        }) => boolean;
        const accepts = [true, false].map((initial) => filter({ canBeInitial: () => initial }));
        const expected = { all: [true, true], async: [false, true], initial: [true, false] }[
          fallback as string
        ];
        expect(accepts).toEqual(expected);
      } else {
        expect(plugin.options[option]).toEqual(fallback);
      }
    },
  );
});
