import {
  baseType,
  canonicalTypes,
  compareSchemas,
  deprecationSuccessor,
  isTableLevel,
  parentPath,
  tableChanges,
  typeDelta,
} from '../lib/compare';
import { successors, v4Schema, v5Schema } from './fixtures';

const diff = compareSchemas(v4Schema, v5Schema, successors);
const change = (path: string, kind?: string) =>
  diff.changes.find((entry) => entry.path === path && (kind === undefined || entry.kind === kind));

describe('canonicalTypes', () => {
  it('spells boolean as its two values, path flavours of string as string, and drops literals a free type covers', () => {
    expect(canonicalTypes(['boolean', 'object'])).toEqual(
      canonicalTypes(['false', 'object', 'true']),
    );
    expect(canonicalTypes(['string (absolute path)'])).toEqual(['string']);
    expect(canonicalTypes(['"umd"', '"var"', 'string'])).toEqual(['string']);
    expect(canonicalTypes(['0', 'number'])).toEqual(['number']);
    expect(canonicalTypes(['"auto"', 'false'])).toEqual(['"auto"', 'false']);
  });

  it('names the JSON type of each value', () => {
    expect(['true', '"auto"', '12', 'RegExp'].map(baseType)).toEqual([
      'boolean',
      'string',
      'number',
      'RegExp',
    ]);
  });
});

describe('compareSchemas', () => {
  it('joins renames and replacements from the successor list and reports other removals plainly', () => {
    expect(change('output.jsonpFunction')).toMatchObject({
      kind: 'renamed',
      v4Types: ['string'],
      successors: [{ path: 'output.chunkLoadingGlobal' }],
    });
    expect(change('optimization.namedModules')).toMatchObject({
      kind: 'replaced',
      successors: [{ path: 'optimization.moduleIds', value: "'named'" }],
    });
    expect(change('node.<key>')).toMatchObject({
      kind: 'replaced',
      guide: '/migrate/5/#nodejs-polyfills',
    });
    expect(change('output.futureEmitAssets')).toMatchObject({
      kind: 'removed',
      v4Types: ['false', 'true'],
    });
    expect(change('output.futureEmitAssets')?.successors).toBeUndefined();
  });

  it('marks the new options and the old ones they take over from', () => {
    expect(change('output.chunkLoadingGlobal')).toMatchObject({
      kind: 'added',
      replaces: ['output.jsonpFunction'],
    });
    expect(change('experiments')).toMatchObject({ kind: 'added', v5Types: ['object'] });
    expect(change('experiments.css')).toMatchObject({ kind: 'added' });
  });

  it('tells a change of type from a change of fixed values, and ignores a mere change of spelling', () => {
    expect(change('node.global')).toMatchObject({
      kind: 'type changed',
      v4Types: ['false', 'true'],
      v5Types: ['"warn"', 'false', 'true'],
    });
    expect(change('output.hotUpdateMainFilename')).toMatchObject({ kind: 'type changed' });
    expect(change('optimization.moduleIds')).toMatchObject({ kind: 'values changed' });
    expect(change('output.libraryTarget')).toMatchObject({
      kind: 'values changed',
      v5Types: ['string'],
    });
    expect(change('cache')).toBeUndefined();
    expect(change('output.filename')).toBeUndefined();
  });

  it('reports a deprecation with the successor the schema description names', () => {
    expect(change('module.exprContextCritical', 'deprecated')).toMatchObject({
      successors: [{ path: 'module.parser.javascript.exprContextCritical' }],
    });
  });

  it('refuses a successor entry the schemas contradict, naming the entry', () => {
    expect(() =>
      compareSchemas(v4Schema, v5Schema, [{ from: 'output.nothing', kind: 'removed', to: [] }]),
    ).toThrow(/"output.nothing" is not an option of the webpack 4 schema/);
    expect(() =>
      compareSchemas(v4Schema, v5Schema, [{ from: 'output.filename', kind: 'removed', to: [] }]),
    ).toThrow(/still exists in the webpack 5 schema/);
    expect(() =>
      compareSchemas(v4Schema, v5Schema, [
        { from: 'output.jsonpFunction', kind: 'renamed', to: [{ path: 'output.jsonpGlobal' }] },
      ]),
    ).toThrow(/successor "output.jsonpGlobal" is not an option of the webpack 5 schema/);
    expect(() =>
      compareSchemas(v4Schema, v5Schema, [
        { from: 'output.jsonpFunction', kind: 'renamed', to: [] },
      ]),
    ).toThrow(/names no successor/);
  });
});

describe('table level and paths', () => {
  it('keeps top-level and second-level options, keyed names included, and leaves deeper ones and array items out', () => {
    expect(['output', 'output.filename', 'node.<key>'].every(isTableLevel)).toBe(true);
    expect(
      ['module.rules[]', 'module.rules[].query', 'output.library.type'].some(isTableLevel),
    ).toBe(false);
    const rows = tableChanges(diff).map((row) => row.path);
    expect(rows).toContain('output.jsonpFunction');
    expect(rows).not.toContain('module.rules[].query');
    // Grouped by kind: renames before removals before additions.
    expect(rows.indexOf('output.jsonpFunction')).toBeLessThan(
      rows.indexOf('output.futureEmitAssets'),
    );
    expect(rows.indexOf('output.futureEmitAssets')).toBeLessThan(rows.indexOf('experiments'));
  });

  it('finds the parent of a path and the successor a deprecation message names', () => {
    expect(parentPath('output.library.type')).toBe('output.library');
    expect(parentPath('module.rules[]')).toBe('module.rules');
    expect(parentPath('output')).toBeUndefined();
    expect(
      deprecationSuccessor(
        'optimization.noEmitOnErrors',
        "Avoid emitting (deprecated: use 'emitOnErrors' instead).",
      ),
    ).toBe('optimization.emitOnErrors');
    expect(deprecationSuccessor('output.x', 'Deprecated.')).toBeUndefined();
  });

  it('does not count a fixed value as lost when the free type now accepts it', () => {
    expect(typeDelta({ v4Types: ['"web"', 'function'], v5Types: ['false', 'string'] })).toEqual({
      added: ['false', 'string'],
      removed: ['function'],
    });
  });
});
