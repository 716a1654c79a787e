/**
 * What changed in webpack's options between webpack 4 and webpack 5, computed from the two
 * `schemas/WebpackOptions.json` files. The schemas are flattened by `scripts/lib/schema-diff.ts`
 * (the same differ the release posts use); this module compares the flattened maps by the values
 * each option accepts and joins the reviewed successor list (`successors.ts`).
 * Pure: no file system, no framework.
 */
import {
  diffOptions,
  flattenSchema,
  type JsonSchema,
  type OptionMap,
} from '../../../scripts/lib/schema-diff';
import { SUCCESSORS, type SuccessorEntry } from './successors';

export type ChangeKind =
  'removed' | 'renamed' | 'replaced' | 'deprecated' | 'type changed' | 'values changed' | 'added';

/** Order of the kinds in the migration table: what breaks a webpack 4 configuration first. */
export const CHANGE_KINDS: readonly ChangeKind[] = [
  'renamed',
  'replaced',
  'removed',
  'deprecated',
  'type changed',
  'values changed',
  'added',
];

export interface Successor {
  /** The webpack 5 option path (`output.chunkLoadingGlobal`). */
  path: string;
  /** The value to give it, as JavaScript source (`'named'`), when the old option was a switch. */
  value?: string;
}

export interface OptionChange {
  path: string;
  kind: ChangeKind;
  /** Accepted values in webpack 4 (canonical, see canonicalTypes); absent for added options. */
  v4Types?: string[];
  /** Accepted values in webpack 5; absent for removed and renamed options. */
  v5Types?: string[];
  /** For renamed, replaced and deprecated options: what to use in webpack 5. */
  successors?: Successor[];
  /** For added options: the webpack 4 options they take over from (`output.jsonpFunction`). */
  replaces?: string[];
  /** For removed options without a successor: the migration guide's section that covers them. */
  guide?: string;
  /** Our own short explanation, from the reviewed successor list. */
  note?: string;
}

export interface VersionDiff {
  v4: OptionMap;
  v5: OptionMap;
  /** Every option path (all depths) that changed, sorted by path. */
  changes: OptionChange[];
}

/**
 * The set of values an option accepts, in one canonical spelling so that `boolean` and
 * `true | false`, or `string` and `string (absolute path)`, compare equal: `boolean` becomes
 * `true` and `false`, path flavours of `string` become `string`, and a literal is dropped when
 * its free type (`string`, `number`) is accepted anyway.
 */
export function canonicalTypes(types: readonly string[]): string[] {
  const out = new Set<string>();
  for (const type of types) {
    if (type === 'boolean') {
      out.add('true');
      out.add('false');
    } else if (type.startsWith('string (')) out.add('string');
    else out.add(type);
  }
  for (const type of [...out]) {
    if (out.has('string') && type.startsWith('"')) out.delete(type);
    if (out.has('number') && /^-?\d/.test(type)) out.delete(type);
  }
  return [...out].sort();
}

/** The JSON type a canonical value belongs to: `"auto"` → string, `false` → boolean. */
export function baseType(type: string): string {
  if (type === 'true' || type === 'false') return 'boolean';
  if (type.startsWith('"')) return 'string';
  if (/^-?\d/.test(type)) return 'number';
  return type;
}

const baseTypes = (types: readonly string[]) => [...new Set(types.map(baseType))].sort();
const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value, index) => value === b[index]);

/** A top-level (`output`) or second-level (`output.filename`, `node.<key>`) option: the rows of the migration table. */
export function isTableLevel(path: string): boolean {
  return !path.includes('[]') && path.split('.').length <= 2;
}

/** The option an option path belongs to: `output.library.type` → `output.library`; `module.rules[]` → `module.rules`. */
export function parentPath(path: string): string | undefined {
  const match = /^(.*)(\[\]|\.[^.]+)$/.exec(path);
  return match?.[1] || undefined;
}

/**
 * The successor a deprecated webpack 5 option names in its schema description
 * ("has moved to 'module.parser.javascript.exprContextCritical'", "use 'emitOnErrors' instead").
 * A bare name is a sibling of the deprecated option.
 */
export function deprecationSuccessor(
  path: string,
  description: string | undefined,
): string | undefined {
  const named = /moved to '([^']+)'|use '([^']+)' instead/.exec(description ?? '');
  const target = named?.[1] ?? named?.[2];
  if (target === undefined) return undefined;
  if (target.includes('.')) return target;
  const parent = parentPath(path);
  return parent === undefined ? target : `${parent}.${target}`;
}

function checkSuccessors(entries: readonly SuccessorEntry[], v4: OptionMap, v5: OptionMap): void {
  const seen = new Set<string>();
  for (const entry of entries) {
    const where = `plugins/version-diff/lib/successors.ts: "${entry.from}"`;
    if (seen.has(entry.from)) throw new Error(`${where} is listed twice`);
    seen.add(entry.from);
    if (!(entry.from in v4)) throw new Error(`${where} is not an option of the webpack 4 schema`);
    if (entry.from in v5)
      throw new Error(`${where} still exists in the webpack 5 schema (not removed)`);
    for (const successor of entry.to) {
      if (!(successor.path in v5))
        throw new Error(
          `${where}: its successor "${successor.path}" is not an option of the webpack 5 schema`,
        );
    }
    if (entry.kind === 'removed' && entry.to.length > 0)
      throw new Error(`${where} is "removed" but names successors`);
    if (entry.kind !== 'removed' && entry.to.length === 0)
      throw new Error(`${where} is "${entry.kind}" but names no successor`);
  }
}

/** Compares the two schemas option by option (all depths) and joins the reviewed successor list. */
export function compareSchemas(
  v4Schema: JsonSchema,
  v5Schema: JsonSchema,
  successors: readonly SuccessorEntry[] = SUCCESSORS,
): VersionDiff {
  const v4 = flattenSchema(v4Schema);
  const v5 = flattenSchema(v5Schema);
  checkSuccessors(successors, v4, v5);
  const bySource = new Map(successors.map((entry) => [entry.from, entry]));
  const replacedBy = new Map<string, string[]>();
  for (const entry of successors) {
    for (const successor of entry.to)
      replacedBy.set(successor.path, [...(replacedBy.get(successor.path) ?? []), entry.from]);
  }

  const raw = diffOptions(v4, v5);
  const changes: OptionChange[] = [];
  for (const path of raw.removed) {
    const entry = bySource.get(path);
    const v4Types = canonicalTypes(v4[path]!.types);
    if (entry === undefined) {
      changes.push({ path, kind: 'removed', v4Types });
      continue;
    }
    changes.push({
      path,
      kind: entry.kind,
      v4Types,
      ...(entry.to.length > 0 && { successors: entry.to }),
      ...(entry.guide !== undefined && { guide: entry.guide }),
      ...(entry.note !== undefined && { note: entry.note }),
    });
  }
  for (const option of raw.added) {
    const replaces = replacedBy.get(option.path);
    changes.push({
      path: option.path,
      kind: 'added',
      v5Types: canonicalTypes(option.types),
      ...(replaces && { replaces }),
    });
  }
  for (const [path, shape] of Object.entries(v5)) {
    const old = v4[path];
    if (old === undefined) continue;
    const v4Types = canonicalTypes(old.types);
    const v5Types = canonicalTypes(shape.types);
    if (shape.deprecated && !old.deprecated) {
      const successor = deprecationSuccessor(path, shape.description);
      const successors =
        successor !== undefined && successor in v5 ? [{ path: successor }] : undefined;
      changes.push({
        path,
        kind: 'deprecated',
        v4Types,
        v5Types,
        ...(successors && { successors }),
      });
    }
    // An option whose schema names no type in either version accepts anything there: nothing to compare.
    if (sameList(v4Types, v5Types) || v4Types.length === 0 || v5Types.length === 0) continue;
    const kind: ChangeKind = sameList(baseTypes(v4Types), baseTypes(v5Types))
      ? 'values changed'
      : 'type changed';
    changes.push({ path, kind, v4Types, v5Types });
  }
  changes.sort(
    (a, b) =>
      a.path.localeCompare(b.path) || CHANGE_KINDS.indexOf(a.kind) - CHANGE_KINDS.indexOf(b.kind),
  );
  return { v4, v5, changes };
}

/** The rows of the migration table: top-level and second-level options, grouped by kind, then by path. */
export function tableChanges(diff: VersionDiff): OptionChange[] {
  return diff.changes
    .filter((change) => isTableLevel(change.path))
    .sort(
      (a, b) =>
        CHANGE_KINDS.indexOf(a.kind) - CHANGE_KINDS.indexOf(b.kind) || a.path.localeCompare(b.path),
    );
}

/**
 * Values one list has and the other lacks: what an option gained (`added`) and lost (`removed`).
 * A fixed value the other version accepts through its free type (`"web"` when `string` is accepted) is not lost.
 */
export function typeDelta(change: Pick<OptionChange, 'v4Types' | 'v5Types'>): {
  added: string[];
  removed: string[];
} {
  const before = new Set(change.v4Types ?? []);
  const after = new Set(change.v5Types ?? []);
  const covered = (type: string, by: ReadonlySet<string>) =>
    by.has(type) ||
    (baseType(type) !== type && baseType(type) !== 'boolean' && by.has(baseType(type)));
  return {
    added: [...after].filter((type) => !covered(type, before)),
    removed: [...before].filter((type) => !covered(type, after)),
  };
}
