/**
 * The reviewed list of webpack 4 options that webpack 5 renamed, replaced or removed, with what to
 * use instead. The schemas alone cannot tell a rename from a removal; every entry here was checked
 * against both schemas (compare.ts refuses an entry whose source is not a webpack 4 option, still
 * exists in webpack 5, or names a successor webpack 5 lacks) and, where webpack 5 has one, against
 * the hint its validation error prints for the old option (`tests/content/version-diff.test.ts`
 * validates each old option with webpack 5 and compares). Options removed without an entry here are
 * reported as plain removals.
 *
 * Not listed on purpose: `output.ecmaVersion` (webpack 5 points it to `output.environment`, but it
 * only existed in webpack 5 betas: webpack 4.47.0's schema has no such option).
 */
import type { Successor } from './compare';

export type SuccessorKind = 'renamed' | 'replaced' | 'removed';

export interface SuccessorEntry {
  /** The webpack 4 option path, as `flattenSchema` spells it (`module.rules[].query`, `node.<key>`). */
  from: string;
  /** `renamed`: same meaning, new name; `replaced`: another option (or value) does its job; `removed`: nothing replaces it. */
  kind: SuccessorKind;
  to: Successor[];
  /** A section of the migration guide that covers the change. */
  guide?: string;
  /** A short explanation in our own words (shown in the v4 note and the migration table). */
  note?: string;
  /**
   * The hint webpack 5 keeps for the old option (`lib/config/validateSchema.js`, printed with its
   * validation error), verbatim (a part of it); absent when webpack 5 has none. Checked by the content test.
   */
  webpack5Says?: string;
}

const POLYFILLS = '/migrate/5/#nodejs-polyfills';

export const SUCCESSORS: readonly SuccessorEntry[] = [
  // Renamed: webpack 5's validation error names the new option.
  {
    from: 'output.jsonpFunction',
    kind: 'renamed',
    to: [{ path: 'output.chunkLoadingGlobal' }],
    webpack5Says: 'output.chunkLoadingGlobal',
  },
  {
    from: 'output.chunkCallbackName',
    kind: 'renamed',
    to: [{ path: 'output.chunkLoadingGlobal' }],
    webpack5Says: 'output.chunkLoadingGlobal',
  },
  {
    from: 'output.jsonpScriptType',
    kind: 'renamed',
    to: [{ path: 'output.scriptType' }],
    webpack5Says: 'output.scriptType',
  },
  {
    from: 'output.hotUpdateFunction',
    kind: 'renamed',
    to: [{ path: 'output.hotUpdateGlobal' }],
    webpack5Says: 'output.hotUpdateGlobal',
  },
  {
    from: 'stats.maxModules',
    kind: 'renamed',
    to: [{ path: 'stats.modulesSpace' }],
    webpack5Says: 'stats.modulesSpace',
  },
  {
    from: 'module.rules[].query',
    kind: 'renamed',
    to: [{ path: 'module.rules[].options' }],
    webpack5Says: 'module.rules.*.options',
  },
  {
    from: 'optimization.splitChunks.cacheGroups.<key>.automaticNamePrefix',
    kind: 'renamed',
    to: [{ path: 'optimization.splitChunks.cacheGroups.<key>.idHint' }],
    webpack5Says: 'optimization.splitChunks.[cacheGroups.*].idHint',
  },

  // Replaced: a switch of webpack 4 became a value of another option.
  {
    from: 'module.rules[].loaders',
    kind: 'replaced',
    to: [{ path: 'module.rules[].use' }],
    webpack5Says: 'module.rules or module.rules.*.use',
  },
  {
    from: 'optimization.namedModules',
    kind: 'replaced',
    to: [{ path: 'optimization.moduleIds', value: "'named'" }],
    webpack5Says: 'optimization.moduleIds: "named"',
  },
  {
    from: 'optimization.namedChunks',
    kind: 'replaced',
    to: [{ path: 'optimization.chunkIds', value: "'named'" }],
    webpack5Says: 'optimization.chunkIds: "named"',
  },
  {
    from: 'optimization.hashedModuleIds',
    kind: 'replaced',
    to: [{ path: 'optimization.moduleIds', value: "'deterministic'" }],
    // webpack 5's hint names 'hashed', which its own schema describes as deprecated; 'deterministic' is the production default.
    note: "webpack 5 still accepts 'hashed' but marks it as deprecated.",
    webpack5Says: 'optimization.moduleIds: "hashed"',
  },
  {
    from: 'optimization.occurrenceOrder',
    kind: 'replaced',
    to: [
      { path: 'optimization.chunkIds', value: "'size'" },
      { path: 'optimization.moduleIds', value: "'size'" },
    ],
    webpack5Says: 'optimization.chunkIds: "size" and optimization.moduleIds: "size"',
  },
  {
    from: 'node.<key>',
    kind: 'replaced',
    to: [{ path: 'resolve.fallback' }],
    guide: POLYFILLS,
    note: 'webpack 5 adds no Node.js core module polyfills; point resolve.fallback at a browser version of the module, or at false.',
  },

  // Removed: nothing in webpack 5 takes their place.
  {
    from: 'node.Buffer',
    kind: 'removed',
    to: [],
    guide: POLYFILLS,
    note: 'webpack 5 no longer injects Buffer; provide it with the ProvidePlugin if your code needs it.',
    webpack5Says: 'to use the ProvidePlugin to process the Buffer variable',
  },
  {
    from: 'node.process',
    kind: 'removed',
    to: [],
    guide: POLYFILLS,
    note: 'webpack 5 no longer injects process; provide it with the ProvidePlugin if your code needs it.',
    webpack5Says: 'to use the ProvidePlugin to process the process variable',
  },
  { from: 'node.console', kind: 'removed', to: [], guide: POLYFILLS },
  {
    from: 'output.devtoolLineToLine',
    kind: 'removed',
    to: [],
    webpack5Says: 'output.devtoolLineToLine has been removed',
  },
  {
    from: 'resolve.concord',
    kind: 'removed',
    to: [],
    webpack5Says: 'resolve.concord has been removed',
  },
  {
    from: 'resolveLoader.concord',
    kind: 'removed',
    to: [],
    webpack5Says: 'resolve.concord has been removed',
  },
  {
    from: 'output.futureEmitAssets',
    kind: 'removed',
    to: [],
    note: 'webpack 5 always emits assets the way this option switched on in webpack 4.',
  },
  { from: 'resolve.moduleExtensions', kind: 'removed', to: [] },
  { from: 'resolve.enforceModuleExtension', kind: 'removed', to: [] },
  { from: 'resolve.ignoreRootsErrors', kind: 'removed', to: [] },
  {
    from: 'resolveLoader.moduleExtensions',
    kind: 'removed',
    to: [],
    note: 'webpack 5 appends no suffix such as -loader to loader names: write the full package name.',
  },
  { from: 'resolveLoader.enforceModuleExtension', kind: 'removed', to: [] },
  { from: 'resolveLoader.ignoreRootsErrors', kind: 'removed', to: [] },
  { from: 'optimization.splitChunks.automaticNameMaxLength', kind: 'removed', to: [] },
  {
    from: 'optimization.splitChunks.cacheGroups.<key>.automaticNameMaxLength',
    kind: 'removed',
    to: [],
  },
  {
    from: 'serve',
    kind: 'removed',
    to: [],
    note: 'It held the options of webpack-serve, a separate package; webpack 5 refuses unknown top-level options.',
  },
];
