/**
 * docs/configuration/output.md, "What each wrapper looks like": every
 * `output.library.type` in webpack's schema has a sample, and each line a
 * sample shows appears, in the same order, in what a real build of
 * examples/library-types emits for that type.
 */
import fs from 'node:fs';
import path from 'node:path';
import { extractCodeFences, parseMarkdown } from '../../plugins/content-model/lib/markdown';
import { buildExample } from '../helpers/build-example';

jest.setTimeout(120_000);

const ROOT = path.resolve(__dirname, '../..');
const { body } = parseMarkdown(
  fs.readFileSync(path.join(ROOT, 'docs/configuration/output.md'), 'utf8'),
);
const schema = JSON.parse(
  fs.readFileSync(
    require.resolve('webpack/schemas/WebpackOptions.json', { paths: [ROOT] }),
    'utf8',
  ),
) as {
  definitions: { LibraryType: { anyOf: { enum?: string[] }[] } };
};
const schemaTypes = schema.definitions.LibraryType.anyOf.flatMap((branch) => branch.enum ?? []);

const samples = extractCodeFences(body)
  .map((fence) => ({ fence, type: /\blibrary="([^"]+)"/.exec(fence.meta)?.[1] }))
  .filter((s): s is { fence: (typeof s)['fence']; type: string } => s.type !== undefined);

/** A line as compared: without the runtime prefix and the webpackBootstrap comment, whitespace collapsed. */
const normalize = (line: string) =>
  line
    .replace(/\/\*{6}\/ ?/g, '')
    .replace(/\s*\/\/ webpackBootstrap$/, '')
    .replace(/\s+/g, ' ')
    .trim();

describe('output.library.type samples', () => {
  it('shows a sample for every library type in the schema', () => {
    expect(samples.map((s) => s.type).sort()).toEqual([...schemaTypes].sort());
  });

  it.each(samples.map((s) => [s.type, s.fence] as const))(
    'the %s sample is in the real output, in order',
    async (type, fence) => {
      const build = await buildExample('library-types', { env: { type } });
      const emitted = build.files.filter((file) => /\.m?js$/.test(file));
      expect(emitted).toEqual([fence.title!.replace(/^dist\//, '')]);
      const real = build.read(emitted[0]!).split('\n').map(normalize);
      let at = 0;
      const missing: string[] = [];
      for (const line of fence.code.split('\n').map(normalize)) {
        if (!line || line.startsWith('// …')) continue;
        const found = real.indexOf(line, at);
        if (found < 0) missing.push(line);
        else at = found + 1;
      }
      expect(missing).toEqual([]);
    },
  );
});
