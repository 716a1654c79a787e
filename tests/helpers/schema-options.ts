/**
 * Reads option names out of a JSON schema (webpack's own, or a loader's or
 * plugin's `options.json`), following `$ref`s and unions, so content tests can
 * compare "what the page documents" with "what the package accepts".
 */
import fs from 'node:fs';

export interface JsonSchema {
  $ref?: string;
  properties?: Record<string, JsonSchema>;
  definitions?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  items?: JsonSchema | JsonSchema[];
  type?: string | string[];
  description?: string;
  [key: string]: unknown;
}

export function readSchema(file: string): JsonSchema {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as JsonSchema;
}

/** Resolves a local `#/definitions/X` (or `#/$defs/X`) reference against the root schema. */
export function resolveRef(root: JsonSchema, node: JsonSchema): JsonSchema {
  let current = node;
  const seen = new Set<string>();
  while (current.$ref) {
    const ref = current.$ref;
    if (seen.has(ref)) throw new Error(`Circular $ref ${ref}`);
    seen.add(ref);
    const m = /^#\/(definitions|\$defs)\/(.+)$/.exec(ref);
    if (!m) throw new Error(`Unsupported $ref ${ref}`);
    const target = (root[m[1]!] as Record<string, JsonSchema> | undefined)?.[m[2]!];
    if (!target) throw new Error(`Unresolved $ref ${ref}`);
    current = target;
  }
  return current;
}

/**
 * The property names an object-shaped schema accepts, merging every branch of
 * anyOf / oneOf / allOf (a plugin that takes "an object or a function" lists the
 * object's keys).
 */
export function propertyNames(root: JsonSchema, node: JsonSchema = root): string[] {
  const names = new Set<string>();
  const visit = (n: JsonSchema, depth: number) => {
    if (depth > 20) return;
    const resolved = resolveRef(root, n);
    Object.keys(resolved.properties ?? {}).forEach((k) => names.add(k));
    for (const branch of [
      ...(resolved.anyOf ?? []),
      ...(resolved.oneOf ?? []),
      ...(resolved.allOf ?? []),
    ]) {
      visit(branch, depth + 1);
    }
  };
  visit(node, 0);
  return [...names].sort();
}

/** The schema of one named property, with refs resolved; undefined when absent. */
export function propertySchema(
  root: JsonSchema,
  name: string,
  node: JsonSchema = root,
): JsonSchema | undefined {
  const resolved = resolveRef(root, node);
  if (resolved.properties?.[name]) return resolveRef(root, resolved.properties[name]);
  for (const branch of [
    ...(resolved.anyOf ?? []),
    ...(resolved.oneOf ?? []),
    ...(resolved.allOf ?? []),
  ]) {
    const found = propertySchema(root, name, branch);
    if (found) return found;
  }
  return undefined;
}

/** The schema of a dotted option path (`output.library.type`), through unions and array items; undefined when unknown. */
export function schemaAtPath(
  root: JsonSchema,
  optionPath: string,
  start: JsonSchema = root,
): JsonSchema | undefined {
  const child = (node: JsonSchema, name: string, depth: number): JsonSchema | undefined => {
    if (depth > 12) return undefined;
    const resolved = resolveRef(root, node);
    if (resolved.properties?.[name]) return resolveRef(root, resolved.properties[name]);
    const branches = [
      ...(resolved.anyOf ?? []),
      ...(resolved.oneOf ?? []),
      ...(resolved.allOf ?? []),
    ];
    if (resolved.items && !Array.isArray(resolved.items)) branches.push(resolved.items);
    for (const branch of branches) {
      const found = child(branch, name, depth + 1);
      if (found) return found;
    }
    return undefined;
  };
  let node: JsonSchema | undefined = start;
  for (const segment of optionPath.split('.')) {
    if (!node) return undefined;
    node = child(node, segment, 0);
  }
  return node;
}

/** Every schema a dotted option path can mean, one per union branch that has it (`cache.type` is `'memory'` in one branch, `'filesystem'` in the other). */
export function schemasAtPath(
  root: JsonSchema,
  optionPath: string,
  start: JsonSchema = root,
): JsonSchema[] {
  const children = (node: JsonSchema, name: string, depth: number): JsonSchema[] => {
    if (depth > 12) return [];
    const resolved = resolveRef(root, node);
    const found: JsonSchema[] = [];
    if (resolved.properties?.[name]) found.push(resolveRef(root, resolved.properties[name]));
    const branches = [
      ...(resolved.anyOf ?? []),
      ...(resolved.oneOf ?? []),
      ...(resolved.allOf ?? []),
    ];
    if (resolved.items && !Array.isArray(resolved.items)) branches.push(resolved.items);
    for (const branch of branches) found.push(...children(branch, name, depth + 1));
    return found;
  };
  let nodes: JsonSchema[] = [start];
  for (const segment of optionPath.split('.'))
    nodes = nodes.flatMap((n) => children(n, segment, 0));
  return nodes;
}
