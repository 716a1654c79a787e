/**
 * Reads a pasted webpack configuration without running it. The text is parsed with acorn and the
 * exported value is rebuilt from the syntax tree: literals as they are, and for what only running
 * the file would give, a typed stand-in the schema accepts or refuses for the right reason:
 *
 * - `path.resolve(__dirname, 'dist')`, `path.join(…)`, `require.resolve(…)`, `process.env.X`, a
 *   template with expressions → a string (a path under `/project` when it is one);
 * - `new SomePlugin(…)` → a plugin instance (an object with an `apply` method), `new RegExp(…)` and
 *   regular expression literals → a RegExp;
 * - a function or arrow function → a function (its body is never called).
 *
 * Anything else (a call, a condition, a getter, `eval`, an IIFE) is not guessed: the value is left
 * out and a note says where and why, so validation sees only what the file states. A function
 * export is read through its `return` statement; a JSON file is read as JSON. Pure: no DOM, no
 * evaluation of any kind.
 */
import * as acorn from 'acorn';

/** Where the project sits in the stand-in paths: `path.resolve(__dirname, 'dist')` → `/project/dist`. */
export const PROJECT_DIR = '/project';

/** A plugin instance as validation sees it: an object with an `apply` function, named after its constructor. */
export class PluginPlaceholder {
  readonly constructorName: string;
  constructor(constructorName: string) {
    this.constructorName = constructorName;
  }
  apply(): void {
    // A stand-in: never called.
  }
}

/** A function of the pasted file, as validation sees it: a function that is never called. */
export function functionPlaceholder(): void {
  // A stand-in: never called.
}

export interface ReadNote {
  /** The option path in the configuration, `module.rules[0].use`, `[1].output`, or `` for the export. */
  path: string;
  line: number;
  column: number;
  text: string;
}

export interface SyntaxProblem {
  message: string;
  line: number;
  column: number;
}

export type ExportKind = 'object' | 'array' | 'function' | 'json';

export type ReadResult =
  | { ok: true; config: unknown; kind: ExportKind; notes: ReadNote[] }
  | { ok: false; error: SyntaxProblem };

type Node = acorn.AnyNode;

class Unreadable extends Error {
  constructor(
    readonly node: acorn.Node,
    reason: string,
  ) {
    super(reason);
  }
}

/** Sentinel for a value left out (the note is already recorded). */
const SKIPPED = Symbol('skipped');

interface Scope {
  bindings: Map<string, Node | null>;
  parent?: Scope;
}

function lookup(scope: Scope | undefined, name: string): Node | null | undefined {
  for (let s = scope; s; s = s.parent) if (s.bindings.has(name)) return s.bindings.get(name);
  return undefined;
}

/** Posix path resolution for the stand-in paths (never touches a file system). */
function resolvePosix(parts: string[], absolute: boolean): string {
  let joined = '';
  for (const part of parts) {
    if (part.startsWith('/') && absolute) joined = part;
    else joined = joined === '' ? part : `${joined}/${part}`;
  }
  if (absolute && !joined.startsWith('/')) joined = `${PROJECT_DIR}/${joined}`;
  const out: string[] = [];
  for (const segment of joined.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') out.pop();
    else out.push(segment);
  }
  const body = out.join('/');
  return joined.startsWith('/') ? `/${body}` : body || '.';
}

const PATH_FUNCTIONS = new Set(['resolve', 'join']);

function calleeName(node: Node): string | undefined {
  if (node.type === 'Identifier') return node.name;
  if (node.type === 'MemberExpression' && !node.computed && node.property.type === 'Identifier') {
    const object = calleeName(node.object as Node);
    return object === undefined ? undefined : `${object}.${node.property.name}`;
  }
  return undefined;
}

function describeCall(node: Node): string {
  const name =
    node.type === 'CallExpression' || node.type === 'NewExpression'
      ? calleeName(node.callee as Node)
      : undefined;
  return name === undefined ? 'an expression' : `\`${name}(…)\``;
}

class Reader {
  readonly notes: ReadNote[] = [];
  /** Names bound to `require('path')` / `import path from 'path'`. */
  readonly pathModules = new Set<string>(['path']);
  private depth = 0;

  note(path: string, node: acorn.Node, text: string): void {
    const loc = node.loc?.start;
    this.notes.push({ path, line: loc?.line ?? 0, column: (loc?.column ?? 0) + 1, text });
  }

  /** The value of an expression, or throws Unreadable. */
  value(node: Node, scope: Scope | undefined, path: string): unknown {
    if (++this.depth > 200) throw new Unreadable(node, 'it nests too deeply to read');
    try {
      return this.valueOf(node, scope, path);
    } finally {
      this.depth--;
    }
  }

  /** Like value(), but an unreadable value becomes a note and SKIPPED. */
  tryValue(node: Node, scope: Scope | undefined, path: string): unknown {
    try {
      return this.value(node, scope, path);
    } catch (error) {
      if (!(error instanceof Unreadable)) throw error;
      this.note(path, error.node, `Not checked: ${error.message}.`);
      return SKIPPED;
    }
  }

  private valueOf(node: Node, scope: Scope | undefined, path: string): unknown {
    switch (node.type) {
      case 'Literal':
        if ('regex' in node && node.regex) return safeRegExp(node.regex.pattern, node.regex.flags);
        if (typeof node.value === 'bigint') return node.value;
        return node.value;
      case 'TemplateLiteral':
        return node.quasis
          .map((quasi, index) => {
            const expression = node.expressions[index];
            const cooked = quasi.value.cooked ?? quasi.value.raw;
            if (expression === undefined) return cooked;
            let part: unknown;
            try {
              part = this.value(expression as Node, scope, path);
            } catch (error) {
              if (!(error instanceof Unreadable)) throw error;
              part = '${…}';
            }
            return cooked + (typeof part === 'string' || typeof part === 'number' ? part : '${…}');
          })
          .join('');
      case 'ObjectExpression':
        return this.object(node, scope, path);
      case 'ArrayExpression': {
        const result: unknown[] = [];
        node.elements.forEach((element, index) => {
          if (element === null) return;
          if (element.type === 'SpreadElement') {
            const spread = this.tryValue(element.argument as Node, scope, `${path}[${index}]`);
            if (Array.isArray(spread)) result.push(...(spread as unknown[]));
            return;
          }
          const item = this.tryValue(element as Node, scope, `${path}[${result.length}]`);
          if (item !== SKIPPED) result.push(item);
        });
        return result;
      }
      case 'FunctionExpression':
      case 'ArrowFunctionExpression':
        return functionPlaceholder;
      case 'ClassExpression':
        return functionPlaceholder;
      case 'Identifier':
        return this.identifier(node, scope, path);
      case 'UnaryExpression': {
        if (node.operator === 'void') return undefined;
        const argument = this.value(node.argument as Node, scope, path);
        if (node.operator === '-' && typeof argument === 'number') return -argument;
        if (node.operator === '+' && typeof argument === 'number') return argument;
        if (node.operator === '!' && typeof argument === 'boolean') return !argument;
        throw new Unreadable(node, `\`${node.operator}\` of a value read at build time`);
      }
      case 'BinaryExpression': {
        if (node.operator !== '+') throw new Unreadable(node, 'it is computed when the file runs');
        const left = this.value(node.left as Node, scope, path);
        const right = this.value(node.right as Node, scope, path);
        if (typeof left === 'number' && typeof right === 'number') return left + right;
        if (typeof left === 'string' || typeof right === 'string')
          return `${stringish(left)}${stringish(right)}`;
        throw new Unreadable(node, 'it is computed when the file runs');
      }
      case 'MemberExpression':
        return this.member(node, scope, path);
      case 'NewExpression':
        return this.construct(node, scope, path);
      case 'CallExpression':
        return this.call(node, scope, path);
      case 'ParenthesizedExpression':
        return this.value(node.expression as Node, scope, path);
      case 'ConditionalExpression':
      case 'LogicalExpression':
        throw new Unreadable(node, 'it depends on a condition only running the file decides');
      case 'AwaitExpression':
        throw new Unreadable(node, 'it waits for code to run');
      default:
        throw new Unreadable(node, 'it is computed when the file runs');
    }
  }

  private object(node: acorn.ObjectExpression, scope: Scope | undefined, path: string): unknown {
    const result: Record<string, unknown> = {};
    for (const property of node.properties) {
      if (property.type === 'SpreadElement') {
        const spread = this.tryValue(property.argument as Node, scope, path);
        if (spread !== null && typeof spread === 'object' && !Array.isArray(spread))
          Object.assign(result, spread);
        continue;
      }
      const key = this.key(property, scope);
      if (key === undefined) {
        this.note(
          path,
          property,
          'Not checked: a computed property name is only known when the file runs.',
        );
        continue;
      }
      const child = path === '' ? key : `${path}.${key}`;
      if (property.kind !== 'init') {
        this.note(
          child,
          property,
          `Not checked: \`${key}\` is a ${property.kind}ter, which would run code when webpack reads it.`,
        );
        continue;
      }
      if (property.method) {
        result[key] = functionPlaceholder;
        continue;
      }
      const value = this.tryValue(property.value as Node, scope, child);
      if (value !== SKIPPED) result[key] = value;
    }
    return result;
  }

  private key(property: acorn.Property, scope: Scope | undefined): string | undefined {
    if (!property.computed) {
      if (property.key.type === 'Identifier') return property.key.name;
      if (property.key.type === 'Literal') return String(property.key.value);
      return undefined;
    }
    try {
      const key = this.value(property.key as Node, scope, '');
      return typeof key === 'string' || typeof key === 'number' ? String(key) : undefined;
    } catch (error) {
      if (error instanceof Unreadable) return undefined;
      throw error;
    }
  }

  private identifier(node: acorn.Identifier, scope: Scope | undefined, path: string): unknown {
    if (node.name === 'undefined') return undefined;
    if (node.name === 'Infinity') return Infinity;
    if (node.name === 'NaN') return NaN;
    if (node.name === '__dirname') return PROJECT_DIR;
    if (node.name === '__filename') return `${PROJECT_DIR}/webpack.config.js`;
    const bound = lookup(scope, node.name);
    if (bound === undefined)
      throw new Unreadable(node, `\`${node.name}\` is not defined in the file`);
    if (bound === null)
      throw new Unreadable(node, `\`${node.name}\` is only known when the file runs`);
    if (bound.type === 'FunctionDeclaration' || bound.type === 'ClassDeclaration')
      return functionPlaceholder;
    return this.value(bound, scope, path);
  }

  private member(node: acorn.MemberExpression, scope: Scope | undefined, path: string): unknown {
    const name = calleeName(node as Node);
    if (name !== undefined && /^process\.env\.[\w$]+$/.test(name)) return `\${${name}}`;
    if (name === 'process.env')
      throw new Unreadable(node, '`process.env` is only known when the file runs');
    // A property of a value the file defines: `common.output`, `paths.dist`.
    const object = this.value(node.object as Node, scope, path);
    let key: unknown;
    if (node.computed) key = this.value(node.property as Node, scope, path);
    else if (node.property.type === 'Identifier') key = node.property.name;
    if (
      object !== null &&
      typeof object === 'object' &&
      (typeof key === 'string' || typeof key === 'number')
    ) {
      if (Object.prototype.hasOwnProperty.call(object, key))
        return (object as Record<string, unknown>)[key];
    }
    throw new Unreadable(
      node,
      `${name === undefined ? 'the property' : `\`${name}\``} is only known when the file runs`,
    );
  }

  private construct(node: acorn.NewExpression, scope: Scope | undefined, path: string): unknown {
    const name = calleeName(node.callee as Node) ?? 'a plugin';
    if (name === 'RegExp') {
      const [pattern, flags] = node.arguments.map((argument) => {
        try {
          return this.value(argument as Node, scope, path);
        } catch (error) {
          if (error instanceof Unreadable) return undefined;
          throw error;
        }
      });
      return safeRegExp(
        typeof pattern === 'string' ? pattern : '(?:)',
        typeof flags === 'string' ? flags : '',
      );
    }
    return new PluginPlaceholder(name);
  }

  private call(node: acorn.CallExpression, scope: Scope | undefined, path: string): unknown {
    const name = calleeName(node.callee as Node);
    if (name === undefined)
      throw new Unreadable(node, 'it calls a function the file defines (it would run code)');
    if (name === 'eval' || name === 'Function')
      throw new Unreadable(node, `\`${name}\` would run code`);
    const [object, method] = name.includes('.')
      ? [name.slice(0, name.lastIndexOf('.')), name.slice(name.lastIndexOf('.') + 1)]
      : ['', name];
    if (this.pathModules.has(object) && PATH_FUNCTIONS.has(method!)) {
      const parts = node.arguments.map((argument) => {
        try {
          const part = this.value(argument as Node, scope, path);
          return typeof part === 'string' ? part : '…';
        } catch (error) {
          if (error instanceof Unreadable) return '…';
          throw error;
        }
      });
      return resolvePosix(parts, method === 'resolve');
    }
    if (name === 'require.resolve') {
      const [request] = node.arguments;
      const text =
        request?.type === 'Literal' && typeof request.value === 'string' ? request.value : '…';
      return `${PROJECT_DIR}/node_modules/${text.replace(/^\.\//, '')}`;
    }
    if (name === 'process.cwd') return PROJECT_DIR;
    if (name === 'require')
      throw new Unreadable(node, '`require(…)` loads a module, which only running the file gives');
    throw new Unreadable(node, `it calls ${describeCall(node)}, which would run code`);
  }
}

function stringish(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? String(value)
    : '${…}';
}

function safeRegExp(pattern: string, flags: string): RegExp {
  try {
    return new RegExp(pattern, flags);
  } catch {
    return /(?:)/;
  }
}

/** Top-level bindings: declarations with their initialisers, imports (unknown, `path` remembered). */
function collectScope(body: readonly Node[], reader: Reader, parent?: Scope): Scope {
  const scope: Scope = { bindings: new Map(), parent };
  for (const statement of body) {
    if (statement.type === 'VariableDeclaration') {
      for (const declaration of statement.declarations) {
        if (declaration.id.type !== 'Identifier') continue;
        const init = declaration.init as Node | null | undefined;
        const isPathRequire =
          init?.type === 'CallExpression' &&
          calleeName(init.callee as Node) === 'require' &&
          init.arguments[0]?.type === 'Literal' &&
          /^(node:)?path$/.test(String(init.arguments[0].value));
        if (isPathRequire) reader.pathModules.add(declaration.id.name);
        scope.bindings.set(
          declaration.id.name,
          statement.kind === 'const' ? (init ?? null) : (init ?? null),
        );
      }
    } else if (statement.type === 'FunctionDeclaration' && statement.id) {
      scope.bindings.set(statement.id.name, statement);
    } else if (statement.type === 'ClassDeclaration' && statement.id) {
      scope.bindings.set(statement.id.name, statement);
    } else if (statement.type === 'ImportDeclaration') {
      const isPath = /^(node:)?path$/.test(String(statement.source.value));
      for (const specifier of statement.specifiers) {
        if (isPath && specifier.type !== 'ImportSpecifier')
          reader.pathModules.add(specifier.local.name);
        scope.bindings.set(specifier.local.name, null);
      }
    }
  }
  return scope;
}

function isModuleExports(node: Node): boolean {
  return calleeName(node) === 'module.exports';
}

/** The node the file exports: `module.exports = X` (last wins) or `export default X`. */
function exportedNode(program: acorn.Program): Node | undefined {
  let exported: Node | undefined;
  for (const statement of program.body as Node[]) {
    if (statement.type === 'ExportDefaultDeclaration') exported = statement.declaration as Node;
    if (
      statement.type === 'ExpressionStatement' &&
      statement.expression.type === 'AssignmentExpression' &&
      statement.expression.operator === '=' &&
      isModuleExports(statement.expression.left as Node)
    )
      exported = statement.expression.right as Node;
  }
  return exported;
}

/** The expression a function returns (`() => ({…})`, or its last top-level `return`), with the function's own scope. */
function returnedNode(
  fn: acorn.Function,
  scope: Scope,
  reader: Reader,
): { node: Node; scope: Scope } | undefined {
  const inner: Scope = { bindings: new Map(), parent: scope };
  for (const param of fn.params)
    if (param.type === 'Identifier') inner.bindings.set(param.name, null);
  if (fn.body.type !== 'BlockStatement') return { node: fn.body as Node, scope: inner };
  const body = fn.body.body as Node[];
  const local = collectScope(body, reader, inner);
  for (let i = body.length - 1; i >= 0; i--) {
    const statement = body[i]!;
    if (statement.type === 'ReturnStatement' && statement.argument)
      return { node: statement.argument as Node, scope: local };
  }
  return undefined;
}

function syntaxProblem(error: unknown): SyntaxProblem {
  const loc = (error as { loc?: { line: number; column: number } }).loc;
  const message = (error as Error).message.replace(/\s*\(\d+:\d+\)$/, '');
  return { message, line: loc?.line ?? 1, column: (loc?.column ?? 0) + 1 };
}

/** A JSON document's position error, as line and column. */
function jsonProblem(source: string, error: unknown): SyntaxProblem | undefined {
  const match = /position (\d+)/.exec((error as Error).message);
  if (!match) return undefined;
  const offset = Number(match[1]);
  const before = source.slice(0, offset).split('\n');
  return {
    message: (error as Error).message,
    line: before.length,
    column: before[before.length - 1]!.length + 1,
  };
}

/** Reads a configuration file's text into the value webpack would validate, or a syntax problem. */
export function readConfig(source: string): ReadResult {
  const trimmed = source.trim();
  if (trimmed === '')
    return { ok: false, error: { message: 'The file is empty.', line: 1, column: 1 } };
  let wrapped = false;
  if (/^[[{]/.test(trimmed)) {
    try {
      const config = JSON.parse(trimmed) as unknown;
      return { ok: true, config, kind: 'json', notes: [] };
    } catch (error) {
      // Not JSON. An object literal on its own is not a JavaScript program (it would be a block):
      // read it as an expression, or report the JSON error when it is not one either.
      if (/^\{/.test(trimmed) && !/module\.exports|export\s+default/.test(source)) {
        try {
          acorn.parseExpressionAt(`(${source}\n)`, 0, { ecmaVersion: 'latest' });
          wrapped = true;
        } catch {
          const problem = jsonProblem(trimmed, error);
          if (problem) return { ok: false, error: problem };
        }
      }
    }
  }
  let program: acorn.Program;
  try {
    program = acorn.parse(wrapped ? `(${source}\n)` : source, {
      ecmaVersion: 'latest',
      sourceType: 'module',
      locations: true,
      allowHashBang: true,
      allowReturnOutsideFunction: false,
    });
  } catch (moduleError) {
    try {
      // A CommonJS file may use what module code forbids (`with`, octal literals, `arguments`).
      program = acorn.parse(source, {
        ecmaVersion: 'latest',
        sourceType: 'script',
        locations: true,
        allowHashBang: true,
      });
    } catch {
      return { ok: false, error: syntaxProblem(moduleError) };
    }
  }
  const reader = new Reader();
  const scope = collectScope(program.body as Node[], reader);
  let exported = exportedNode(program);
  if (exported === undefined) {
    // A bare object or array literal pasted on its own.
    const single = program.body.length === 1 ? (program.body[0] as Node) : undefined;
    if (single?.type === 'ExpressionStatement') exported = single.expression as Node;
  }
  if (exported === undefined) {
    return {
      ok: false,
      error: {
        message: 'Nothing is exported: expected `module.exports = …` or `export default …`.',
        line: 1,
        column: 1,
      },
    };
  }
  let kind: ExportKind = 'object';
  let node = exported;
  let nodeScope = scope;
  if (node.type === 'Identifier') {
    const bound = lookup(scope, node.name);
    if (bound) node = bound;
  }
  if (
    node.type === 'FunctionExpression' ||
    node.type === 'ArrowFunctionExpression' ||
    node.type === 'FunctionDeclaration'
  ) {
    kind = 'function';
    const returned = returnedNode(node, scope, reader);
    if (returned === undefined) {
      reader.note(
        '',
        node,
        'Not checked: the exported function returns no configuration the file states.',
      );
      return { ok: true, config: undefined, kind, notes: reader.notes };
    }
    node = returned.node;
    nodeScope = returned.scope;
  }
  const config = reader.tryValue(node, nodeScope, '');
  if (kind !== 'function' && Array.isArray(config)) kind = 'array';
  return {
    ok: true,
    config: config === SKIPPED ? undefined : config,
    kind,
    notes: reader.notes,
  };
}
