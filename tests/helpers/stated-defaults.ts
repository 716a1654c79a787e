/**
 * Reads the `- Type:` and `- Default:` lines of reference pages and turns them
 * into something a test can compare with the installed packages:
 *
 * - `statedLines()` finds each line (with its wrapped continuation lines) and
 *   the option heading it sits under.
 * - `parseDefault()` splits a default into clauses — a literal value plus the
 *   conditions it holds under ("in production mode", "with futureDefaults",
 *   "otherwise") — or says why it cannot.
 * - `compareDefaultLine()` compares a configuration page's default with
 *   webpack's own over the matrix of tests/helpers/config-defaults.ts, for the
 *   webpack 5 and the webpack 4 pages alike.
 * - `parseTypeList()` / `schemaTypeKinds()` reduce a stated type and a JSON
 *   schema to comparable sets of kinds (string, number, boolean, object, …).
 *
 * The parser is strict on purpose: prose it does not understand comes back as
 * `unparsed`, and the tests list such lines by name, so a new wording is either
 * taught to the parser or explicitly allowed.
 */
import * as acorn from 'acorn';
import {
  CONFIG_VOCABULARY,
  describeCell,
  isSetByCell,
  qualifierModes,
  valueAt,
  type Condition,
  type DefaultedCell,
  type WebpackVersion,
} from './config-defaults';
import type { StatedLine } from '../../plugins/content-model/lib/statedLines';
import { resolveRef, schemaAtPath, type JsonSchema } from './schema-options';

export { statedLines, type StatedLine } from '../../plugins/content-model/lib/statedLines';

// ---------------------------------------------------------------------------
// Literal values

export class NotLiteral extends Error {}

function evalNode(node: acorn.Node): unknown {
  const n = node as acorn.AnyNode;
  switch (n.type) {
    case 'Literal':
      if ('regex' in n && n.regex) return new RegExp(n.regex.pattern, n.regex.flags);
      return n.value;
    case 'TemplateLiteral':
      if (n.expressions.length === 0) return n.quasis[0]!.value.cooked;
      throw new NotLiteral('template with expressions');
    case 'Identifier':
      if (n.name === 'Infinity') return Infinity;
      if (n.name === 'undefined') return undefined;
      if (n.name === 'NaN') return NaN;
      throw new NotLiteral(`identifier ${n.name}`);
    case 'UnaryExpression':
      if (n.operator === '-') return -(evalNode(n.argument) as number);
      throw new NotLiteral(`operator ${n.operator}`);
    case 'ArrayExpression':
      return n.elements.map((e) => {
        if (!e || e.type === 'SpreadElement') throw new NotLiteral('hole or spread');
        return evalNode(e);
      });
    case 'ObjectExpression': {
      const out: Record<string, unknown> = {};
      for (const p of n.properties) {
        if (p.type !== 'Property' || p.computed || p.kind !== 'init' || p.shorthand)
          throw new NotLiteral('property form');
        const key =
          p.key.type === 'Identifier' ? p.key.name : String((p.key as acorn.Literal).value);
        out[key] = evalNode(p.value);
      }
      return out;
    }
    default:
      throw new NotLiteral(n.type);
  }
}

/** Evaluates a JavaScript literal (numbers, strings, booleans, arrays, objects, RegExp, Infinity); throws NotLiteral otherwise. */
export function evalLiteral(code: string): unknown {
  let expr: acorn.Expression;
  try {
    expr = acorn.parseExpressionAt(`(${code})`, 0, { ecmaVersion: 'latest' });
  } catch {
    throw new NotLiteral(`not JavaScript: ${code}`);
  }
  return evalNode(expr);
}

export function isLiteral(code: string): boolean {
  try {
    evalLiteral(code);
    return true;
  } catch {
    return false;
  }
}

/** How a value reads in a failure message. */
export function show(value: unknown): string {
  if (value === undefined) return 'undefined (not set)';
  if (typeof value === 'function') return '[function]';
  if (value instanceof RegExp) return String(value);
  if (value === Infinity) return 'Infinity';
  try {
    return JSON.stringify(value, (_k, v: unknown) =>
      v instanceof RegExp
        ? String(v)
        : v === Infinity
          ? 'Infinity'
          : typeof v === 'function'
            ? '[function]'
            : v,
    );
  } catch {
    return String(value);
  }
}

/**
 * Whether a stated value matches the real one. Objects on the page may name a
 * subset of the real keys ("`{ type: 'memory' }`" for the memory cache, whose
 * real object also carries the memory cache's own defaults); arrays, strings,
 * numbers and booleans must be equal.
 */
export function matches(stated: unknown, real: unknown): boolean {
  if (stated instanceof RegExp) return real instanceof RegExp && String(stated) === String(real);
  if (Array.isArray(stated)) {
    return (
      Array.isArray(real) &&
      real.length === stated.length &&
      stated.every((s, i) => matches(s, real[i]))
    );
  }
  if (stated && typeof stated === 'object') {
    if (!real || typeof real !== 'object' || Array.isArray(real)) return false;
    return Object.entries(stated).every(([k, v]) =>
      matches(v, (real as Record<string, unknown>)[k]),
    );
  }
  return Object.is(stated, real) || stated === real;
}

// ---------------------------------------------------------------------------
// Default lines

/** Prose with links reduced to their text, emphasis removed, whitespace collapsed. */
export function plainProse(markdown: string): string {
  return markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\*\*/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Splits on a separator that is outside backticks and brackets. */
function splitOutside(text: string, separators: RegExp): string[] {
  const parts: string[] = [];
  let depth = 0;
  let inCode = false;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '`') inCode = !inCode;
    if (inCode) continue;
    // `<` and `>` nest too (`Array<string | RegExp>`), but not the `>` of an arrow `=>`.
    if ('([{<'.includes(c)) depth++;
    else if (')]}'.includes(c) || (c === '>' && text[i - 1] !== '='))
      depth = Math.max(0, depth - 1);
    else if (depth === 0) {
      const m = separators.exec(text.slice(i));
      if (m && m.index === 0) {
        parts.push(text.slice(start, i));
        start = i + m[0].length;
        i = start - 1;
      }
    }
  }
  parts.push(text.slice(start));
  return parts.map((p) => p.trim()).filter(Boolean);
}

/** Reads a leading inline code span (`` `x` `` or ``` `` x `` ```); returns [code, rest] or undefined. */
function leadingCode(text: string): [string, string] | undefined {
  const m = /^(`+)\s?([\s\S]*?)\s?\1(?!`)/.exec(text);
  if (!m) return undefined;
  return [m[2]!, text.slice(m[0].length).trim()];
}

export interface Clause<C> {
  value: unknown;
  /** The code as written, for messages. */
  code: string;
  conditions: C[];
  /** Set when the value names another option ("`output.uniqueName`"): the default is that option's value. */
  ref?: string;
  /** "otherwise …": applies where no other clause does. */
  fallback: boolean;
}

export type ParsedDefault<C> =
  | { kind: 'clauses'; clauses: Clause<C>[] }
  /** "none", "not set", "off": webpack leaves the option unset. */
  | { kind: 'unset' }
  | { kind: 'unparsed'; reason: string };

/**
 * A vocabulary of conditions: each entry turns a phrase in the prose into a
 * condition; `filler` lists words that carry no meaning of their own. Whatever
 * is left after both are removed makes the clause unparsed.
 */
export interface Vocabulary<C> {
  phrases: { pattern: RegExp; condition: C }[];
  filler: RegExp;
}

const NOTES = [/\.?\s*Added in webpack 5\.\d+\.\d+\.?/gi, /\.?\s*New in webpack 5\.?/gi];

/** Parses the text of a `- Default:` line against a vocabulary of conditions. */
export function parseDefault<C>(text: string, vocab: Vocabulary<C>): ParsedDefault<C> {
  let rest = plainProse(text);
  for (const note of NOTES) rest = rest.replace(note, '');
  // "(see defaults per dependency type)" points elsewhere and states nothing itself.
  rest = rest.replace(/\s*\(see [^()]*\)/g, '');
  rest = rest.replace(/\.\s*$/, '').trim();
  // What follows the first sentence, or an em dash, explains the value in words; the value and its conditions come first.
  rest = splitOutside(rest, /^(\.\s+(?=[A-Z`])|\s+—\s+)/)[0] ?? rest;
  if (
    /^(none set|none|not set|not limited|off|unset|undefined)\b\s*(\([^)]*\)|[—-].*)?$/i.test(
      rest,
    ) ||
    /^`undefined`\s*(\([^)]*\))?$/.test(rest)
  ) {
    return { kind: 'unset' };
  }
  const pieces = splitOutside(rest, /^(;|,(?=\s*(otherwise\s+|or\s+)?`)|\s+otherwise(?=\s*`))/);
  const clauses: Clause<C>[] = [];
  for (const rawPiece of pieces) {
    let piece = rawPiece;
    let fallback = false;
    const lead = /^(otherwise|else|or)\s*,?\s*/i.exec(piece);
    if (lead) {
      fallback = /otherwise|else/i.test(lead[1]!);
      piece = piece.slice(lead[0].length);
    }
    // "not set for script output; `{ initial: true }` when …": an unset value as one clause.
    // "the value of `minSize`", "the same as `node.__filename`": a reference to another option.
    piece = piece.replace(/^(the value of|the same as)\s+(?=`)/i, '');
    const unsetWords = /^(none set|none|not set|off)\b/i.exec(piece);
    const code: [string, string] | undefined = unsetWords
      ? ['undefined', piece.slice(unsetWords[0].length).trim()]
      : leadingCode(piece);
    if (!code)
      return { kind: 'unparsed', reason: `clause does not start with a value: "${rawPiece}"` };
    let value: unknown;
    let ref: string | undefined;
    try {
      value = evalLiteral(code[0]);
    } catch (error) {
      if (/^[A-Za-z_$][\w$]*(\.[\w$]+)*$/.test(code[0])) ref = code[0];
      else
        return {
          kind: 'unparsed',
          reason: `not a literal: \`${code[0]}\` (${(error as Error).message})`,
        };
    }
    // A trailing explanation in parentheses repeats the value in words ("`20` (characters)").
    let prose = code[1].replace(/^\([^()]*\)/, '').trim();
    if (/\botherwise$/i.test(prose)) {
      fallback = true;
      prose = prose.replace(/\s*,?\s*otherwise$/i, '');
    }
    const conditions: C[] = [];
    let leftover = ` ${prose.replace(/`/g, '')} `;
    for (const { pattern, condition } of vocab.phrases) {
      const global = new RegExp(
        pattern.source,
        pattern.flags.includes('g') ? pattern.flags : pattern.flags + 'g',
      );
      if (global.test(leftover)) {
        conditions.push(condition);
        leftover = leftover.replace(global, ' ');
      }
    }
    leftover = leftover
      .replace(vocab.filler, ' ')
      .replace(/[(),.:]/g, ' ')
      .trim();
    if (leftover)
      return {
        kind: 'unparsed',
        reason: `condition not understood: "${leftover}" in "${rawPiece}"`,
      };
    clauses.push({ value, code: code[0], conditions, fallback, ...(ref ? { ref } : {}) });
  }
  if (clauses.length === 0) return { kind: 'unparsed', reason: 'no value' };
  return { kind: 'clauses', clauses };
}

/**
 * The clause that applies where `holds` says which conditions are true: the one
 * with the most conditions that all hold; an unconditional clause otherwise;
 * "otherwise" clauses last. Undefined when the line says nothing about that case.
 */
export function applicableClause<C>(
  clauses: Clause<C>[],
  holds: (c: C) => boolean,
): Clause<C> | undefined {
  const candidates = clauses.filter((c) => !c.fallback && c.conditions.every(holds));
  if (candidates.length > 0) {
    return candidates.reduce((best, c) =>
      c.conditions.length > best.conditions.length ? c : best,
    );
  }
  return clauses.find((c) => c.fallback && c.conditions.every(holds));
}

// ---------------------------------------------------------------------------
// Default lines against webpack's defaults matrix

/** A line that disagrees with the installed package, and how. */
export interface LineFailure {
  where: string;
  message: string;
}

/** The folder of a docs version's configuration pages, for messages. */
const CONFIGURATION_DIR = {
  '5': 'docs/configuration',
  '4': 'versioned_docs/version-4/configuration',
};

/** Where a stated line is, in messages: its file under the docs version's configuration folder. */
export function statedLineWhere(version: '5' | '4', line: StatedLine): string {
  return `${CONFIGURATION_DIR[version]}/${line.page}:${line.line} (${line.heading})`;
}

/** The key of a stated line in the tests' lists of exceptions: `page.md:option.path`. */
export const statedLineKey = (line: StatedLine) => `${line.page}:${line.heading}`;

/**
 * Checks the Default or Type lines of a docs version's configuration pages and returns one report
 * (empty when all is well): each failure, each line that does not parse and is not listed in
 * `prose` (the lines kept as prose, by statedLineKey), and each listed line that parses now.
 */
export function statedLinesReport(
  version: '5' | '4',
  lines: readonly StatedLine[],
  check: (line: StatedLine) => LineFailure[] | { unparsed: string },
  prose: Record<string, unknown>,
  unparsedHint: string,
): string[] {
  const failures: LineFailure[] = [];
  const unparsed: string[] = [];
  const parsedButListed: string[] = [];
  for (const line of lines) {
    const result = check(line);
    const listed = prose[statedLineKey(line)] !== undefined;
    if ('unparsed' in result) {
      if (!listed)
        unparsed.push(
          `${statedLineWhere(version, line)}: ${line.kind}: ${line.text}\n    → ${result.unparsed}`,
        );
      continue;
    }
    if (listed)
      parsedButListed.push(
        `${statedLineKey(line)} is in UNPARSED but parses now; remove it from the list`,
      );
    failures.push(...result);
  }
  return [
    ...failures.map((f) => `${f.where}: ${f.message}`),
    ...unparsed.map((u) => `unparsed (${unparsedHint}): ${u}`),
    ...parsedButListed,
  ];
}

export interface CompareDefaultsOptions {
  /** The webpack major the matrix was computed with: messages say "webpack" for 5, "webpack 4" for 4. */
  version: WebpackVersion;
  /** That webpack's options schema: which headings are options, which references resolve, which options accept `false`. */
  schema: JsonSchema;
  /** Where a line is, for messages (`docs/configuration/output.md:12 (output.path)`). */
  where(line: StatedLine): string;
  /**
   * The cells to compare an option in: the matrix, or for an option it does
   * not reach, cells that do (an object webpack does not create by default made
   * present, an option every cell sets left out). Each version decides what
   * reaching means.
   */
  cellsFor(optionPath: string): DefaultedCell[];
  /** Limits the cells a line's default applies in (the webpack 5 pages' "filesystem cache only"); undefined for all. */
  scope?(line: StatedLine): ((d: DefaultedCell) => boolean) | undefined;
  /** The value webpack settles where it uses an option its defaults leave unset; undefined where nothing does. */
  valueWhereUsed?(optionPath: string, d: DefaultedCell): unknown;
}

/**
 * Whether the option accepts `false`, so that webpack leaving it unset reads
 * as `false` where webpack uses it (every such use is a truthiness test).
 */
function acceptsFalse(schema: JsonSchema, optionPath: string): boolean {
  const node = schemaAtPath(schema, optionPath);
  return node !== undefined && schemaTypeKinds(schema, node).kinds.has('boolean');
}

/** The option a reference names: a sibling first (`maxSize` under `optimization.splitChunks`), then a full path. */
function resolveReference(schema: JsonSchema, optionPath: string, ref: string): string | undefined {
  const parent = optionPath.split('.').slice(0, -1).join('.');
  const sibling = parent ? `${parent}.${ref}` : ref;
  if (schemaAtPath(schema, sibling)) return sibling;
  if (schemaAtPath(schema, ref)) return ref;
  return undefined;
}

/**
 * Compares one `- Default:` line with webpack's defaults in each cell it
 * applies to (of `cellsFor`: the line's modes and scope, cells that leave the
 * option to webpack); the first cell that disagrees fails the line. Returns the
 * failures, or `unparsed` with the reason the line cannot be compared.
 */
export function compareDefaultLine(
  line: StatedLine,
  options: CompareDefaultsOptions,
): LineFailure[] | { unparsed: string } {
  const { schema, where } = options;
  const webpack = options.version === 5 ? 'webpack' : `webpack ${options.version}`;
  if (!line.isOptionHeading || !schemaAtPath(schema, line.heading)) {
    return {
      unparsed: `not under an option heading ${webpack}'s schema knows ("${line.heading}")`,
    };
  }
  const modes = qualifierModes(line.qualifier);
  if (!modes) return { unparsed: `qualifier not understood: "Default ${line.qualifier}"` };
  const parsed = parseDefault<Condition>(line.text, CONFIG_VOCABULARY);
  if (parsed.kind === 'unparsed') return { unparsed: parsed.reason };
  if (parsed.kind === 'clauses') {
    const bad = parsed.clauses.find((c) => c.ref && !resolveReference(schema, line.heading, c.ref));
    if (bad) return { unparsed: `\`${bad.ref}\` is neither a value nor an option` };
  }
  const scope = options.scope?.(line);
  const failures: LineFailure[] = [];
  let compared = 0;
  for (const d of options.cellsFor(line.heading)) {
    if (!modes.includes(d.cell.mode) || isSetByCell(d.setPaths, line.heading)) continue;
    if (scope && !scope(d)) continue;
    const { parentIsObject, value: defaulted } = valueAt(d.options, line.heading);
    if (!parentIsObject) continue;
    compared++;
    const value =
      defaulted === undefined && options.valueWhereUsed
        ? options.valueWhereUsed(line.heading, d)
        : defaulted;
    if (parsed.kind === 'unset') {
      if (value !== undefined) {
        failures.push({
          where: where(line),
          message: `states "${line.text}" but ${webpack} sets ${show(value)} for ${describeCell(d.cell)}`,
        });
        break;
      }
      continue;
    }
    // "`recordsPath`, or `false`": a reference to an unset option falls through to the next clause.
    const refValue = (ref: string) => {
      const target = resolveReference(schema, line.heading, ref)!;
      const v = valueAt(d.options, target).value;
      return v === undefined && acceptsFalse(schema, target) ? false : v;
    };
    const usable = parsed.clauses.filter((c) => !c.ref || refValue(c.ref) !== undefined);
    const clause = applicableClause(usable, (c) => c.holds(d));
    if (!clause) continue;
    const expected = clause.ref ? refValue(clause.ref) : clause.value;
    const unsetReadsAsFalse =
      expected === false && value === undefined && acceptsFalse(schema, line.heading);
    if (!matches(expected, value) && !unsetReadsAsFalse) {
      failures.push({
        where: where(line),
        message: `states \`${clause.code}\`${clause.conditions.length ? ` (${clause.conditions.map((c) => c.label).join(', ')})` : ''} but ${webpack}'s default is ${show(value)} for ${describeCell(d.cell)}`,
      });
      break;
    }
  }
  if (compared === 0) return { unparsed: 'no configuration in the matrix reaches this option' };
  return failures;
}

// ---------------------------------------------------------------------------
// Type lines

export type Kind =
  'string' | 'number' | 'boolean' | 'object' | 'array' | 'regexp' | 'function' | 'null';

export type ParsedType =
  | {
      kind: 'kinds';
      kinds: Set<Kind>;
      stringLiterals: string[];
      hasFreeString: boolean;
      code: string;
    }
  | { kind: 'unparsed'; reason: string };

/** The inline code that states a type: code spans before the first prose comma or sentence, parentheses skipped. */
function typeCode(text: string): string | undefined {
  const prose = plainProse(text);
  let out = '';
  let rest = prose;
  while (rest) {
    const code = leadingCode(rest);
    if (code) {
      // A span that is one function type is parenthesized, so a union joined after it is not read as its return type.
      const span = /^\([^()]*\)\s*=>/.test(code[0]) ? `(${code[0]})` : code[0];
      out += (out && !/^\s*\|/.test(span) && !/\|\s*$/.test(out) ? ' | ' : ' ') + span;
      rest = code[1];
      continue;
    }
    const paren = /^\([^()]*(\([^()]*\)[^()]*)*\)\s*/.exec(rest);
    if (paren) {
      rest = rest.slice(paren[0].length);
      continue;
    }
    // "`number` or `{ [sourceType]: number }`": a second type after "or" is part of the union.
    // "…, or an array of these" / "or an array of such functions" adds the array form.
    const arrayOf = /^,?\s*or an array\b[^,;.`]*/.exec(rest);
    if (out && arrayOf) {
      out += ' | unknown[]';
      rest = rest.slice(arrayOf[0].length);
      continue;
    }
    const or = /^,?\s*or\s+(?=`)/.exec(rest);
    if (out && or) {
      out += ' |';
      rest = rest.slice(or[0].length);
      continue;
    }
    break;
  }
  return out.trim() || undefined;
}

const IDENT_KINDS: Record<string, Kind> = {
  string: 'string',
  number: 'number',
  integer: 'number',
  Infinity: 'number',
  boolean: 'boolean',
  true: 'boolean',
  false: 'boolean',
  object: 'object',
  Object: 'object',
  RegExp: 'regexp',
  function: 'function',
  Function: 'function',
  null: 'null',
};

/** Reads the kinds a `- Type:` line names: `string | RegExp | (string | RegExp)[]` → string, regexp, array. */
export function parseTypeList(
  text: string,
  named: (name: string) => Set<Kind> | undefined = () => undefined,
): ParsedType {
  const code = typeCode(text);
  if (!code) return { kind: 'unparsed', reason: 'no inline code' };
  const kinds = new Set<Kind>();
  const stringLiterals: string[] = [];
  let hasFreeString = false;
  for (const raw of splitOutside(code, /^\|/)) {
    const member = raw.trim();
    if (!member || member === 'undefined') continue;
    if (/^\{[\s\S]*\}$/.test(member) || /^Record</.test(member)) kinds.add('object');
    else if (/=>/.test(member) && !/^\(.*\)\[\]$/.test(member)) {
      kinds.add('function');
      // What follows `=>` at the top level is the function's return type (`(a) => boolean | Promise<boolean>`).
      if (/^\(.*?\)\s*=>|^\w+\s*=>/.test(member) && !/^\(.*\)$/.test(member)) break;
    } else if (
      /\[\]$/.test(member) ||
      /^\[.*\]$/.test(member) ||
      /^(Array|ReadonlyArray)</.test(member)
    )
      kinds.add('array');
    else if (/^(['"]).*\1$/.test(member)) {
      kinds.add('string');
      stringLiterals.push(member.slice(1, -1));
    } else if (/^-?\d+(\.\d+)?$/.test(member)) kinds.add('number');
    else if (/^\(.*\)$/.test(member)) {
      const inner = parseTypeList(`\`${member.slice(1, -1)}\``, named);
      if (inner.kind === 'unparsed') return inner;
      inner.kinds.forEach((k) => kinds.add(k));
      stringLiterals.push(...inner.stringLiterals);
      hasFreeString ||= inner.hasFreeString;
    } else if (IDENT_KINDS[member]) {
      kinds.add(IDENT_KINDS[member]);
      if (member === 'string') hasFreeString = true;
    } else if (/^typeof [A-Z]\w*$/.test(member)) kinds.add('function');
    else if (named(member)) named(member)!.forEach((k) => kinds.add(k));
    else return { kind: 'unparsed', reason: `type member not understood: \`${member}\`` };
  }
  return { kind: 'kinds', kinds, stringLiterals, hasFreeString, code };
}

export interface SchemaKinds {
  kinds: Set<Kind>;
  /** String values an enum allows, when the schema limits strings to an enum. */
  enumStrings: string[];
  /** Whether any string is accepted (a `type: "string"` branch). */
  freeString: boolean;
}

/** The kinds a JSON schema node accepts, through $ref, anyOf, oneOf and allOf. */
export function schemaTypeKinds(root: JsonSchema, node: JsonSchema): SchemaKinds {
  const kinds = new Set<Kind>();
  const enumStrings: string[] = [];
  let freeString = false;
  const visit = (n: JsonSchema, depth: number) => {
    if (depth > 30) return;
    const r = resolveRef(root, n);
    const branches = [...(r.anyOf ?? []), ...(r.oneOf ?? [])];
    if (branches.length > 0) {
      for (const b of branches) visit(b, depth + 1);
      return;
    }
    for (const b of r.allOf ?? []) visit(b, depth + 1);
    const types = r.type === undefined ? [] : Array.isArray(r.type) ? r.type : [r.type];
    for (const t of types) {
      if (t === 'integer' || t === 'number') kinds.add('number');
      else if (t === 'string' || t === 'boolean' || t === 'object' || t === 'array' || t === 'null')
        kinds.add(t);
      if (t === 'string' && !Array.isArray(r.enum)) freeString = true;
    }
    const values = [...(Array.isArray(r.enum) ? r.enum : []), ...('const' in r ? [r.const] : [])];
    for (const v of values) {
      if (typeof v === 'string') {
        kinds.add('string');
        enumStrings.push(v);
      } else if (typeof v === 'boolean') kinds.add('boolean');
      else if (typeof v === 'number') kinds.add('number');
      else if (v === null) kinds.add('null');
    }
    if (r.instanceof === 'RegExp') kinds.add('regexp');
    if (r.instanceof === 'Function') kinds.add('function');
    if (r.properties || r.additionalProperties) kinds.add('object');
  };
  visit(node, 0);
  return { kinds, enumStrings, freeString };
}

/**
 * Compares what a `- Type:` line states with the kinds the package accepts:
 * every kind accepted must be stated (`null` may be left out), nothing stated
 * may be outside them (unless `real` has no constraint at all, which accepts
 * anything), and quoted strings must be among the enum's values when the
 * schema limits strings to an enum. `where` names the line in messages.
 * With `strict` (the v5 configuration pages), a schema node without any
 * constraint accepts no stated kind and strings outside an enum are named even
 * when the enum is empty, as the v5 test checked before this was shared.
 */
export function compareTypeKinds(
  where: string,
  stated: Extract<ParsedType, { kind: 'kinds' }>,
  real: SchemaKinds,
  { strict = false }: { strict?: boolean } = {},
): LineFailure[] {
  const failures: LineFailure[] = [];
  const missing = [...real.kinds].filter((k) => !stated.kinds.has(k) && k !== 'null');
  const extra = [...stated.kinds].filter((k) => !real.kinds.has(k));
  if (missing.length || (extra.length && (strict || real.kinds.size > 0))) {
    failures.push({
      where,
      message: `states \`${stated.code}\` (${[...stated.kinds].sort().join(', ')}) but the package accepts ${[...real.kinds].sort().join(', ')}`,
    });
  }
  if (!real.freeString && (strict || real.enumStrings.length > 0)) {
    const unknown = stated.stringLiterals.filter((s) => !real.enumStrings.includes(s));
    if (unknown.length)
      failures.push({
        where,
        message: `names ${unknown.map((s) => `'${s}'`).join(', ')}, which the package does not allow (allowed: ${real.enumStrings.map((s) => `'${s}'`).join(', ')})`,
      });
  }
  return failures;
}
