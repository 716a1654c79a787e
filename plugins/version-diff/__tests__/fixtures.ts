import type { JsonSchema } from '../../../scripts/lib/schema-diff';
import type { SuccessorEntry } from '../lib/successors';

/** A small webpack-4-like schema. */
export const v4Schema: JsonSchema = {
  definitions: {
    Output: {
      type: 'object',
      properties: {
        jsonpFunction: { type: 'string' },
        filename: { type: 'string', absolutePath: false },
        futureEmitAssets: { type: 'boolean' },
        libraryTarget: { enum: ['var', 'umd'] },
        hotUpdateMainFilename: { anyOf: [{ type: 'string' }, { instanceof: 'Function' }] },
      },
    },
    Rule: {
      type: 'object',
      properties: { query: { type: 'object' }, test: { instanceof: 'RegExp' } },
    },
  },
  type: 'object',
  properties: {
    output: { $ref: '#/definitions/Output' },
    cache: { anyOf: [{ type: 'boolean' }, { type: 'object' }] },
    module: {
      type: 'object',
      properties: {
        rules: { type: 'array', items: { $ref: '#/definitions/Rule' } },
        exprContextCritical: { type: 'boolean' },
      },
    },
    node: {
      type: 'object',
      properties: { global: { type: 'boolean' } },
      additionalProperties: { enum: [false, true, 'mock', 'empty'] },
    },
    optimization: {
      type: 'object',
      properties: {
        namedModules: { type: 'boolean' },
        moduleIds: { enum: ['natural', 'named', 'total-size', false] },
      },
    },
  },
};

/** Its webpack-5-like successor. */
export const v5Schema: JsonSchema = {
  definitions: {
    Output: {
      type: 'object',
      properties: {
        chunkLoadingGlobal: { type: 'string' },
        filename: { type: 'string', absolutePath: false },
        libraryTarget: { anyOf: [{ enum: ['var', 'umd', 'module'] }, { type: 'string' }] },
        hotUpdateMainFilename: { type: 'string' },
      },
    },
    Rule: {
      type: 'object',
      properties: { options: { type: 'object' }, test: { instanceof: 'RegExp' } },
    },
  },
  type: 'object',
  properties: {
    output: { $ref: '#/definitions/Output' },
    // true | false spelled as an enum: the same values as webpack 4's boolean.
    cache: { anyOf: [{ enum: [true, false] }, { type: 'object' }] },
    module: {
      type: 'object',
      properties: {
        rules: { type: 'array', items: { $ref: '#/definitions/Rule' } },
        exprContextCritical: {
          type: 'boolean',
          deprecated: true,
          description:
            "Deprecated: This option has moved to 'module.parser.javascript.exprContextCritical'.",
        },
        parser: {
          type: 'object',
          properties: {
            javascript: {
              type: 'object',
              properties: { exprContextCritical: { type: 'boolean' } },
            },
          },
        },
      },
    },
    node: {
      type: 'object',
      properties: { global: { anyOf: [{ enum: ['warn'] }, { type: 'boolean' }] } },
    },
    optimization: {
      type: 'object',
      properties: { moduleIds: { enum: ['natural', 'named', 'deterministic', false] } },
    },
    resolve: { type: 'object', properties: { fallback: { type: 'object' } } },
    experiments: { type: 'object', properties: { css: { type: 'boolean' } } },
  },
};

export const successors: SuccessorEntry[] = [
  { from: 'output.jsonpFunction', kind: 'renamed', to: [{ path: 'output.chunkLoadingGlobal' }] },
  { from: 'module.rules[].query', kind: 'renamed', to: [{ path: 'module.rules[].options' }] },
  {
    from: 'optimization.namedModules',
    kind: 'replaced',
    to: [{ path: 'optimization.moduleIds', value: "'named'" }],
  },
  {
    from: 'node.<key>',
    kind: 'replaced',
    to: [{ path: 'resolve.fallback' }],
    guide: '/migrate/5/#nodejs-polyfills',
  },
];
