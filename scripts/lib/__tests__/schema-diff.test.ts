import {
  describeValue,
  diffDefaults,
  diffNames,
  diffOptions,
  flattenSchema,
  flattenValues,
  type JsonSchema,
} from '../schema-diff';

const before: JsonSchema = {
  definitions: {
    Mode: { description: 'The mode.', enum: ['development', 'production'] },
    Rule: {
      type: 'object',
      properties: {
        test: { anyOf: [{ instanceof: 'RegExp' }, { type: 'string' }] },
        oneOf: { type: 'array', items: { $ref: '#/definitions/Rule' } },
      },
    },
  },
  type: 'object',
  properties: {
    mode: { $ref: '#/definitions/Mode' },
    module: {
      type: 'object',
      properties: { rules: { type: 'array', items: { $ref: '#/definitions/Rule' } } },
    },
    entry: {
      type: 'object',
      additionalProperties: { type: 'object', properties: { import: { type: 'string' } } },
    },
    old: { type: 'boolean' },
  },
};

const after: JsonSchema = {
  ...before,
  definitions: {
    ...before.definitions,
    Mode: { description: 'The mode.', enum: ['development', 'production', 'none'] },
  },
  properties: {
    mode: { $ref: '#/definitions/Mode' },
    module: before.properties?.module ?? {},
    entry: before.properties?.entry ?? {},
    validate: { description: 'Validate the configuration.', type: 'boolean' },
  },
};

describe('flattenSchema', () => {
  const options = flattenSchema(before);

  it('follows $refs, opens unions and names array items and keyed objects', () => {
    expect(options.mode).toEqual({
      types: ['"development"', '"production"'],
      description: 'The mode.',
    });
    expect(options['module.rules[].test']?.types).toEqual(['RegExp', 'string']);
    expect(options['entry.<key>.import']?.types).toEqual(['string']);
  });

  it('tells strings that must be absolute paths, must not be, or may be either apart', () => {
    const paths: JsonSchema = {
      type: 'object',
      properties: {
        restrictions: {
          anyOf: [
            { type: 'string', absolutePath: true },
            { type: 'string', absolutePath: false },
          ],
        },
        name: { type: 'string' },
      },
    };
    const flat = flattenSchema(paths);
    expect(flat.restrictions?.types).toEqual([
      'string (absolute path)',
      'string (not an absolute path)',
    ]);
    expect(flat.name?.types).toEqual(['string']);
  });

  it('records a recursive definition once on a path instead of entering it again', () => {
    expect(options['module.rules[].oneOf[]']).toBeDefined();
    expect(Object.keys(options).some((key) => key.startsWith('module.rules[].oneOf[].'))).toBe(
      false,
    );
  });

  it('records an option the schema deprecates, directly or through its definition, and no other', () => {
    const schema: JsonSchema = {
      definitions: { Strict: { type: 'boolean', deprecated: true } },
      type: 'object',
      properties: {
        old: { type: 'boolean', deprecated: true },
        viaRef: { $ref: '#/definitions/Strict' },
        current: { type: 'boolean' },
      },
    };
    const flat = flattenSchema(schema);
    expect(flat.old?.deprecated).toBe(true);
    expect(flat.viaRef?.deprecated).toBe(true);
    expect(flat.current?.deprecated).toBeUndefined();
  });

  it('names a value the schema only types for TypeScript by that type', () => {
    const schema: JsonSchema = {
      type: 'object',
      properties: { console: { tsType: 'Console' }, stream: { type: 'object', tsType: 'Stream' } },
    };
    expect(flattenSchema(schema).console?.types).toEqual(['Console']);
    expect(flattenSchema(schema).stream?.types).toEqual(['object']);
  });

  it('names the field whose $ref points nowhere', () => {
    const broken: JsonSchema = {
      type: 'object',
      properties: { devtool: { $ref: '#/definitions/Devtool' } },
    };
    expect(() => flattenSchema(broken)).toThrow(
      /devtool refers to the missing definition "Devtool"/,
    );
  });
});

describe('diffOptions', () => {
  const diff = diffOptions(flattenSchema(before), flattenSchema(after));

  it('lists added options with their types and description, and removed ones', () => {
    expect(diff.added).toEqual([
      { path: 'validate', types: ['boolean'], description: 'Validate the configuration.' },
    ]);
    expect(diff.removed).toEqual(['old']);
  });

  it('reports a new literal value as a changed option', () => {
    expect(diff.changed).toEqual([{ path: 'mode', addedTypes: ['"none"'], removedTypes: [] }]);
  });

  it('finds nothing between a schema and itself', () => {
    expect(diffOptions(flattenSchema(after), flattenSchema(after))).toEqual({
      added: [],
      removed: [],
      changed: [],
    });
  });
});

describe('defaults', () => {
  it('renders functions, regular expressions and undefined readably', () => {
    expect(describeValue({ a: () => 1, b: /x/i, c: undefined })).toBe(
      '{"a":"[function]","b":"[RegExp /x/i]","c":"[undefined]"}',
    );
  });

  it('flattens plain objects and keeps arrays whole', () => {
    expect(
      flattenValues({ output: { module: true, env: {} }, resolve: { extensions: ['.js'] } }),
    ).toEqual({
      'output.module': 'true',
      'output.env': '{}',
      'resolve.extensions': '[".js"]',
    });
  });

  it('reports one change per path and values, with every configuration it shows in', () => {
    const was = {
      'production/web': { devtool: 'false', a: '1' },
      'development/web': { devtool: '"eval"', a: '1' },
    };
    const is = {
      'production/web': { devtool: 'false', a: '2', b: '0' },
      'development/web': { devtool: '"eval"', a: '2', b: '0' },
    };
    expect(diffDefaults(was, is)).toEqual([
      { path: 'a', before: '1', after: '2', variants: ['development/web', 'production/web'] },
      { path: 'b', before: null, after: '0', variants: ['development/web', 'production/web'] },
    ]);
  });

  it('names a configuration missing from the earlier defaults', () => {
    expect(() => diffDefaults({}, { 'none/node': {} })).toThrow(/"none\/node" is missing/);
  });
});

describe('diffNames', () => {
  it('lists names only one side has', () => {
    expect(diffNames(['a', 'b'], ['b', 'c'])).toEqual({ added: ['c'], removed: ['a'] });
  });
});
