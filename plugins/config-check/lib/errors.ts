/**
 * Turns the raw errors of a compiled validator (lib/compile.ts, ajv 8 form) into what each
 * webpack's validation hands its message formatter, and names the option each error is about.
 *
 * - webpack 5 (schema-utils 4 `validate`): every error is nested under the last error reported
 *   for its instance path or one above it (`/output` covers `/output/filename`, not `/outputs`);
 *   a configuration array prefixes each item's paths with `[index]`.
 * - webpack 4.47.0 (`lib/validateSchema.js`): the same nesting, but "above" is a plain substring
 *   test on ajv 6's `dataPath` (`.output.filename`, `.module.rules[0]`, `['a-b']`), kept as it is
 *   since the messages depend on it.
 * Pure.
 */
import type { WebpackMajor } from './compile';

export interface RawError {
  instancePath: string;
  schemaPath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
  schema?: unknown;
  parentSchema?: Record<string, unknown>;
  data?: unknown;
}

export interface NestedError extends RawError {
  dataPath?: string;
  children?: NestedError[];
}

export type CompiledValidator = ((data: unknown) => boolean) & { errors?: RawError[] | null };

/** The instance path's segments (JSON pointer, unescaped). */
export function pointerSegments(pointer: string): string[] {
  return pointer === ''
    ? []
    : pointer
        .slice(1)
        .split('/')
        .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
}

const IDENTIFIER = /^[a-z$_][a-z$_\d]*$/i;

/** ajv 6's `dataPath` of an instance path, reading the data to tell array items from keys. */
export function ajv6DataPath(pointer: string, root: unknown): string {
  let value = root;
  let result = '';
  for (const segment of pointerSegments(pointer)) {
    if (Array.isArray(value)) result += `[${segment}]`;
    else if (IDENTIFIER.test(segment)) result += `.${segment}`;
    else result += `['${segment.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}']`;
    value =
      value !== null && typeof value === 'object'
        ? (value as Record<string, unknown>)[segment]
        : undefined;
  }
  return result;
}

function isAtOrBelow(path: string, ancestor: string): boolean {
  if (path.length === ancestor.length) return path === ancestor;
  return (
    path.length > ancestor.length &&
    path.charCodeAt(ancestor.length) === 47 &&
    path.startsWith(ancestor)
  );
}

/** schema-utils 4's nesting (webpack 5). */
function nest5(errors: readonly NestedError[]): NestedError[] {
  let result: NestedError[] = [];
  for (const error of errors) {
    const children: NestedError[] = [];
    const kept: NestedError[] = [];
    for (const old of result) {
      if (!isAtOrBelow(old.instancePath, error.instancePath)) {
        kept.push(old);
        continue;
      }
      if (old.children) children.push(...old.children);
      old.children = undefined;
      children.push(old);
    }
    result = kept;
    if (children.length) error.children = children;
    result.push(error);
  }
  return result;
}

/** webpack 4's nesting, on `dataPath`. */
function nest4(errors: readonly NestedError[]): NestedError[] {
  let result: NestedError[] = [];
  for (const error of errors) {
    const dataPath = error.dataPath!;
    let children: NestedError[] = [];
    result = result.filter((old) => {
      if (!old.dataPath!.includes(dataPath)) return true;
      if (old.children) children = children.concat(old.children.slice(0));
      old.children = undefined;
      children.push(old);
      return false;
    });
    if (children.length) error.children = children;
    result.push(error);
  }
  return result;
}

function prefix(error: NestedError, index: number): NestedError {
  error.instancePath = `[${index}]${error.instancePath}`;
  if (error.dataPath !== undefined) error.dataPath = `[${index}]${error.dataPath}`;
  error.children?.forEach((child) => prefix(child, index));
  return error;
}

function validateOne(
  version: WebpackMajor,
  validate: CompiledValidator,
  config: unknown,
): NestedError[] {
  if (validate(config)) return [];
  const raw = (validate.errors ?? []).map((error) => ({ ...error })) as NestedError[];
  if (version === 5) return nest5(raw);
  for (const error of raw) error.dataPath = ajv6DataPath(error.instancePath, config);
  return nest4(raw);
}

/** The errors webpack's validation gives its formatter for a configuration (an object or an array of them). */
export function webpackErrors(
  version: WebpackMajor,
  validate: CompiledValidator,
  config: unknown,
): NestedError[] {
  if (!Array.isArray(config)) return validateOne(version, validate, config);
  return config.flatMap((item, index) =>
    validateOne(version, validate, item).map((error) => prefix(error, index)),
  );
}

/**
 * The option path of an error, as the docs and `plugins/version-diff` spell option paths:
 * `/output/jsonpFunction` → `output.jsonpFunction`, an unknown property adds its name, array items
 * become `[]` (`module.rules[].use`), a configuration array's `[1]` prefix is dropped.
 */
export function optionPathOfError(error: NestedError, root: unknown): string {
  const own = ownOptionPath(error, root);
  // An `anyOf` wrapping one schema (webpack 4's `output`, `module`, …) is about its children's
  // option: the deepest child path below its own names it (`output.chunkLoadingGlobal`).
  let best = own;
  for (const child of error.children ?? []) {
    const path = ownOptionPath(child, root);
    if (path.length > best.length && (own === '' || path.startsWith(`${own}.`))) best = path;
  }
  return best;
}

function ownOptionPath(error: NestedError, root: unknown): string {
  let pointer = error.instancePath;
  let value = root;
  const prefixMatch = /^\[(\d+)\]/.exec(pointer);
  if (prefixMatch) {
    pointer = pointer.slice(prefixMatch[0].length);
    value = Array.isArray(root) ? root[Number(prefixMatch[1])] : undefined;
  }
  const parts: string[] = [];
  for (const segment of pointerSegments(pointer)) {
    if (Array.isArray(value)) {
      if (parts.length > 0) parts[parts.length - 1] += '[]';
    } else parts.push(segment);
    value =
      value !== null && typeof value === 'object'
        ? (value as Record<string, unknown>)[segment]
        : undefined;
  }
  const extra =
    error.keyword === 'additionalProperties'
      ? error.params.additionalProperty
      : error.keyword === 'required'
        ? error.params.missingProperty
        : undefined;
  if (typeof extra === 'string') parts.push(extra);
  return parts.join('.');
}
