/**
 * What changed between two webpack versions, computed from what each package ships: the options of
 * `schemas/WebpackOptions.json` (flattened to dotted paths with their accepted types), the defaults
 * `lib/config/defaults.js` applies (flattened values), and lists of names (exports, hooks).
 * Pure functions: `scripts/release-diff.ts` feeds them the installed packages and writes the result to
 * `scripts/data/webpack-releases.json`, which the release posts are checked against.
 */

/** The part of JSON Schema that WebpackOptions.json uses. */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  instanceof?: string;
  /** webpack's schema keyword: `true` requires an absolute path, `false` forbids one. */
  absolutePath?: boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema | JsonSchema[];
  description?: string;
  definitions?: Record<string, JsonSchema>;
  /** webpack's schema keyword: the option still works but is on its way out. */
  deprecated?: boolean;
  /** The TypeScript type webpack's declarations use where the schema has no JSON type (`Console`). */
  tsType?: string;
}

/** One option: the types and literal values it accepts, and the schema's description. */
export interface OptionShape {
  /**
   * Sorted: `string`, `string (absolute path)`, `string (not an absolute path)`, `number`, `boolean`, `object`,
   * `array`, `null`, `RegExp`, `function`, or a JSON literal such as `"auto"`.
   */
  types: string[];
  description?: string;
  /** Present (true) when the schema marks the option itself as deprecated. */
  deprecated?: true;
}

/** Option path (`output.library.type`, `module.rules[].oneOf[]`, `entry.<key>.import`) to its shape. */
export type OptionMap = Record<string, OptionShape>;

export interface OptionChange {
  path: string;
  addedTypes: string[];
  removedTypes: string[];
}

export interface OptionDiff {
  added: { path: string; types: string[]; description?: string }[];
  removed: string[];
  changed: OptionChange[];
}

const REF_PREFIX = '#/definitions/';

function refName(ref: string): string {
  if (!ref.startsWith(REF_PREFIX))
    throw new Error(`schema-diff: unsupported $ref "${ref}" (only ${REF_PREFIX}… is handled)`);
  return ref.slice(REF_PREFIX.length);
}

/**
 * Flattens a webpack options schema into option paths. `$ref`s are followed; a definition already on the
 * current path (such as `RuleSetRule` inside `module.rules[].oneOf[]`) is recorded but not entered again.
 * Object properties become `.name`, `additionalProperties` schemas `.<key>`, array items `[]`.
 */
export function flattenSchema(root: JsonSchema): OptionMap {
  const definitions = root.definitions ?? {};
  const resolve = (node: JsonSchema, field: string): JsonSchema => {
    if (node.$ref === undefined) return node;
    const name = refName(node.$ref);
    const target = definitions[name];
    if (target === undefined)
      throw new Error(`schema-diff: ${field} refers to the missing definition "${name}"`);
    return target;
  };

  /**
   * Every schema node that describes the same value (refs followed, unions and intersections opened),
   * each with the definitions it was reached through.
   */
  const branches = (
    node: JsonSchema,
    field: string,
    via: readonly string[] = [],
    seen = new Set<JsonSchema>(),
  ): { node: JsonSchema; via: string[] }[] => {
    const resolved = resolve(node, field);
    if (seen.has(resolved)) return [];
    seen.add(resolved);
    const path = node.$ref === undefined ? [...via] : [...via, refName(node.$ref)];
    const nested = [
      ...(resolved.anyOf ?? []),
      ...(resolved.oneOf ?? []),
      ...(resolved.allOf ?? []),
    ];
    return [
      { node: resolved, via: path },
      ...nested.flatMap((child) => branches(child, field, path, seen)),
    ];
  };

  const shapeOf = (node: JsonSchema, field: string): OptionShape => {
    const types = new Set<string>();
    let description: string | undefined = node.description;
    for (const { node: branch } of branches(node, field)) {
      description ??= branch.description;
      if (branch.enum) for (const value of branch.enum) types.add(JSON.stringify(value));
      if (branch.const !== undefined) types.add(JSON.stringify(branch.const));
      if (branch.instanceof === 'RegExp') types.add('RegExp');
      else if (branch.instanceof === 'Function') types.add('function');
      else if (branch.instanceof !== undefined) types.add(branch.instanceof);
      const declared =
        branch.type === undefined ? [] : Array.isArray(branch.type) ? branch.type : [branch.type];
      for (const type of declared) {
        if (type === 'string' && branch.absolutePath === true) types.add('string (absolute path)');
        else if (type === 'string' && branch.absolutePath === false)
          types.add('string (not an absolute path)');
        else types.add(type === 'integer' ? 'number' : type);
      }
      if (branch.properties !== undefined && branch.type === undefined) types.add('object');
    }
    // A value the schema only names by its TypeScript type (`infrastructureLogging.console`: Console).
    if (types.size === 0)
      for (const { node: branch } of branches(node, field))
        if (branch.tsType !== undefined) types.add(branch.tsType);
    const shape: OptionShape = { types: [...types].sort() };
    if (description !== undefined) shape.description = description;
    if (node.deprecated === true || resolve(node, field).deprecated === true)
      shape.deprecated = true;
    return shape;
  };

  const options: OptionMap = {};
  const walk = (node: JsonSchema, prefix: string, stack: readonly string[]): void => {
    for (const { node: branch, via } of branches(node, prefix || 'the schema root')) {
      // A definition already entered on this path (RuleSetRule inside module.rules[].oneOf[]) is not entered again.
      if (via.some((name) => stack.includes(name))) continue;
      const inner = [...stack, ...via];
      const visit = (child: JsonSchema, path: string): void => {
        if (!(path in options)) options[path] = shapeOf(child, path);
        walk(child, path, inner);
      };
      for (const [key, child] of Object.entries(branch.properties ?? {}))
        visit(child, prefix ? `${prefix}.${key}` : key);
      if (typeof branch.additionalProperties === 'object')
        visit(branch.additionalProperties, `${prefix}.<key>`);
      if (branch.items !== undefined) {
        for (const item of Array.isArray(branch.items) ? branch.items : [branch.items])
          visit(item, `${prefix}[]`);
      }
    }
  };
  walk(root, '', []);
  return options;
}

const difference = (a: readonly string[], b: readonly string[]): string[] => {
  const other = new Set(b);
  return a.filter((value) => !other.has(value)).sort();
};

/** Options added, removed, and whose accepted types or literal values changed, from `before` to `after`. */
export function diffOptions(before: OptionMap, after: OptionMap): OptionDiff {
  const added: OptionDiff['added'] = [];
  const changed: OptionChange[] = [];
  for (const [path, shape] of Object.entries(after)) {
    const old = before[path];
    if (old === undefined) {
      added.push({
        path,
        types: shape.types,
        ...(shape.description === undefined ? {} : { description: shape.description }),
      });
      continue;
    }
    const addedTypes = difference(shape.types, old.types);
    const removedTypes = difference(old.types, shape.types);
    if (addedTypes.length > 0 || removedTypes.length > 0)
      changed.push({ path, addedTypes, removedTypes });
  }
  const removed = Object.keys(before).filter((path) => !(path in after));
  const byPath = <T extends { path: string }>(a: T, b: T): number => a.path.localeCompare(b.path);
  return { added: added.sort(byPath), removed: removed.sort(), changed: changed.sort(byPath) };
}

/** Names present in only one of two lists (exports, hook names). */
export function diffNames(
  before: readonly string[],
  after: readonly string[],
): { added: string[]; removed: string[] } {
  return { added: difference(after, before), removed: difference(before, after) };
}

/** A JSON-safe rendering of a default value: functions, regular expressions and `undefined` get a readable stand-in. */
export function describeValue(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) => {
    if (typeof inner === 'function') return '[function]';
    if (inner instanceof RegExp) return `[RegExp ${String(inner)}]`;
    if (inner === undefined) return '[undefined]';
    return inner;
  });
}

/**
 * Flattens resolved options (the output of webpack's `applyWebpackOptionsDefaults`) to path → rendered value.
 * Plain objects are entered; arrays, functions and other values are leaves.
 */
export function flattenValues(value: unknown, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  const isPlain = (inner: unknown): inner is Record<string, unknown> =>
    typeof inner === 'object' &&
    inner !== null &&
    !Array.isArray(inner) &&
    Object.getPrototypeOf(inner) === Object.prototype;
  if (!isPlain(value)) {
    out[prefix] = describeValue(value);
    return out;
  }
  for (const [key, inner] of Object.entries(value)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (isPlain(inner) && Object.keys(inner).length > 0)
      Object.assign(out, flattenValues(inner, path));
    else out[path] = describeValue(inner);
  }
  return out;
}

export interface DefaultChange {
  path: string;
  /** `null` when the path had no default in that version. */
  before: string | null;
  after: string | null;
  /** The configurations (such as `production/web`) where this change shows. */
  variants: string[];
}

/**
 * Compares the defaults of each named configuration variant. The same change (path, before, after)
 * seen in several variants is reported once with all of them.
 */
export function diffDefaults(
  before: Record<string, Record<string, string>>,
  after: Record<string, Record<string, string>>,
): DefaultChange[] {
  const changes = new Map<string, DefaultChange>();
  for (const variant of Object.keys(after).sort()) {
    const old = before[variant];
    const now = after[variant];
    if (old === undefined || now === undefined)
      throw new Error(`schema-diff: the variant "${variant}" is missing from the earlier defaults`);
    for (const path of new Set([...Object.keys(old), ...Object.keys(now)])) {
      const was = old[path] ?? null;
      const is = now[path] ?? null;
      if (was === is) continue;
      const key = JSON.stringify([path, was, is]);
      const change = changes.get(key) ?? { path, before: was, after: is, variants: [] };
      change.variants.push(variant);
      changes.set(key, change);
    }
  }
  return [...changes.values()].sort(
    (a, b) => a.path.localeCompare(b.path) || (a.before ?? '').localeCompare(b.before ?? ''),
  );
}
