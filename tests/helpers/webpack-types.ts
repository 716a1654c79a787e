/**
 * Reads webpack's published type declarations (node_modules/webpack/types.d.ts
 * and module.d.ts) with the TypeScript compiler API, so content tests can list
 * the hooks, loader-context members and module APIs webpack declares.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const WEBPACK_DIR = path.dirname(require.resolve('webpack/package.json'));

const sourceCache = new Map<string, ts.SourceFile>();

export function webpackDeclarationFile(name: 'types.d.ts' | 'module.d.ts'): ts.SourceFile {
  const cached = sourceCache.get(name);
  if (cached) return cached;
  const file = path.join(WEBPACK_DIR, name);
  const sf = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  sourceCache.set(name, sf);
  return sf;
}

export interface DeclaredMember {
  name: string;
  /** The declared type, whitespace collapsed. */
  type: string;
  deprecated: boolean;
  optional: boolean;
}

function memberName(
  member: ts.TypeElement | ts.ClassElement,
  sf: ts.SourceFile,
): string | undefined {
  if (!member.name) return undefined;
  const text = member.name.getText(sf);
  return text.replace(/^["']|["']$/g, '');
}

function isDeprecated(node: ts.Node): boolean {
  return ts.getJSDocTags(node).some((tag) => tag.tagName.text === 'deprecated');
}

function toMember(
  member: ts.TypeElement | ts.ClassElement,
  sf: ts.SourceFile,
): DeclaredMember | undefined {
  const name = memberName(member, sf);
  if (name === undefined) return undefined;
  const typeNode = (member as { type?: ts.TypeNode }).type;
  return {
    name,
    type: typeNode ? typeNode.getText(sf).replace(/\s+/g, ' ') : '',
    deprecated: isDeprecated(member),
    optional: Boolean((member as { questionToken?: ts.QuestionToken }).questionToken),
  };
}

function findTopLevel(
  sf: ts.SourceFile,
  name: string,
): ts.ClassDeclaration | ts.InterfaceDeclaration | ts.TypeAliasDeclaration | undefined {
  let found: ts.ClassDeclaration | ts.InterfaceDeclaration | ts.TypeAliasDeclaration | undefined;
  ts.forEachChild(sf, (node) => {
    if (
      (ts.isClassDeclaration(node) ||
        ts.isInterfaceDeclaration(node) ||
        ts.isTypeAliasDeclaration(node)) &&
      node.name?.text === name
    ) {
      found = node;
    }
  });
  return found;
}

/** The members of `hooks` on a class in types.d.ts (`hooks: Readonly<{ ... }>`). */
export function declaredHooks(className: string): Map<string, DeclaredMember> {
  const sf = webpackDeclarationFile('types.d.ts');
  const decl = findTopLevel(sf, className);
  if (!decl || !ts.isClassDeclaration(decl))
    throw new Error(`types.d.ts declares no class ${className}`);
  const hooksMember = decl.members.find((m) => memberName(m, sf) === 'hooks') as
    ts.PropertyDeclaration | undefined;
  if (!hooksMember?.type) throw new Error(`${className} has no typed hooks member`);
  let typeNode: ts.TypeNode = hooksMember.type;
  if (ts.isTypeReferenceNode(typeNode) && typeNode.typeArguments?.length)
    typeNode = typeNode.typeArguments[0]!;
  if (!ts.isTypeLiteralNode(typeNode))
    throw new Error(`${className}.hooks is not an object type literal`);
  const result = new Map<string, DeclaredMember>();
  for (const member of typeNode.members) {
    const m = toMember(member, sf);
    if (m) result.set(m.name, m);
  }
  return result;
}

/** Members of an interface declared at the top level of types.d.ts. */
export function interfaceMembers(interfaceName: string): DeclaredMember[] {
  const sf = webpackDeclarationFile('types.d.ts');
  const decl = findTopLevel(sf, interfaceName);
  if (!decl || !ts.isInterfaceDeclaration(decl))
    throw new Error(`types.d.ts declares no interface ${interfaceName}`);
  return decl.members
    .map((m) => toMember(m, sf))
    .filter((m): m is DeclaredMember => m !== undefined);
}

/**
 * The interfaces that make up the loader context (`this` inside a loader), read
 * from the `LoaderContextNormalModule` type alias: an intersection of interfaces.
 */
export function loaderContextInterfaces(): string[] {
  const sf = webpackDeclarationFile('types.d.ts');
  const alias = findTopLevel(sf, 'LoaderContextNormalModule');
  if (!alias || !ts.isTypeAliasDeclaration(alias))
    throw new Error('types.d.ts declares no LoaderContextNormalModule');
  if (!ts.isIntersectionTypeNode(alias.type))
    throw new Error('LoaderContextNormalModule is not an intersection');
  return alias.type.types.map((t) => {
    if (!ts.isTypeReferenceNode(t)) throw new Error(`unexpected part ${t.getText(sf)}`);
    return t.typeName.getText(sf);
  });
}

export interface ModuleApi {
  /** `declare const|var` names, e.g. `__webpack_public_path__`. */
  globals: string[];
  /** Members of `interface ImportMeta`, e.g. `webpackHot`. */
  importMeta: string[];
  /** Members of `NodeJS.Module`, e.g. `hot`. */
  module: string[];
  /** Members of `NodeJS.Require`, e.g. `context`. */
  require: string[];
  /** Members of `webpack.Hot` (the `module.hot` object). */
  hot: string[];
  /** Members of `webpack.Context` (the function `require.context` returns). */
  context: string[];
}

/** Lists the runtime API webpack declares for module code in module.d.ts. */
export function moduleApi(): ModuleApi {
  const sf = webpackDeclarationFile('module.d.ts');
  const api: ModuleApi = {
    globals: [],
    importMeta: [],
    module: [],
    require: [],
    hot: [],
    context: [],
  };
  const namesOf = (decl: ts.InterfaceDeclaration) =>
    decl.members.map((m) => memberName(m, sf)).filter((n): n is string => n !== undefined);
  const visitNamespace = (ns: string, body: ts.ModuleBlock) => {
    for (const stmt of body.statements) {
      if (!ts.isInterfaceDeclaration(stmt)) continue;
      const key = `${ns}.${stmt.name.text}`;
      if (key === 'NodeJS.Module') api.module.push(...namesOf(stmt));
      if (key === 'NodeJS.Require') api.require.push(...namesOf(stmt));
      if (key === 'webpack.Hot') api.hot.push(...namesOf(stmt));
      if (key === 'webpack.Context') api.context.push(...namesOf(stmt));
    }
  };
  ts.forEachChild(sf, (node) => {
    if (ts.isVariableStatement(node)) {
      for (const d of node.declarationList.declarations) api.globals.push(d.name.getText(sf));
    } else if (ts.isInterfaceDeclaration(node) && node.name.text === 'ImportMeta') {
      api.importMeta.push(...namesOf(node));
    } else if (ts.isModuleDeclaration(node) && node.body && ts.isModuleBlock(node.body)) {
      visitNamespace(node.name.getText(sf), node.body);
    }
  });
  return api;
}
