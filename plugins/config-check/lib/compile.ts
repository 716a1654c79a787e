/**
 * Build time (Node): turns webpack's options schema into a standalone validation module, so the
 * browser validates without compiling a schema (the site's Content-Security-Policy forbids the
 * `new Function` that compiling takes) and without shipping ajv.
 *
 * Each version is compiled the way its webpack validates at runtime, so the module reports the
 * errors webpack's own validation reports, in the same order:
 *
 * - webpack 5 (`lib/config/validateSchema.js` → schema-utils 4 `validate`): ajv 8 with
 *   `allErrors`, `verbose`, `$data`, non-strict, and schema-utils' keywords `instanceof`,
 *   `absolutePath` (with its messages) and `undefinedAsNull`;
 * - webpack 4.47.0 (`lib/validateSchema.js`): ajv 6 with `allErrors`, `verbose`, ajv-keywords'
 *   `instanceof` and webpack 4's own `absolutePath` (`schemas/ajv.absolutePath.js`: another path
 *   pattern, no `file:` URLs). ajv 6 has no standalone mode; ajv 8 compiles the same draft-07
 *   keywords to the same verdicts, and `lib/errors.ts` gives its errors ajv 6's `dataPath` form.
 *   tests/content/config-check.test.ts holds the two against webpack's `validate` in Node.
 */
import * as acorn from 'acorn';
import Ajv, { _, type KeywordCxt } from 'ajv';
import type { KeywordErrorCxt } from 'ajv/dist/types';
import { regexpCode } from 'ajv/dist/compile/codegen';
import standaloneCode from 'ajv/dist/standalone';

export type WebpackMajor = 4 | 5;

/** The path patterns of each version's `absolutePath` keyword (schema-utils 4; webpack 4.47.0's own). */
const ABSOLUTE_PATH: Record<WebpackMajor, RegExp> = {
  5: /^(?:file:(?=\/))?(?:[A-Za-z]:(\\|\/)|\\\\|\/)/i,
  4: /^(?:[A-Za-z]:\\|\\\\|\/)/,
};

function addKeywords(ajv: Ajv, version: WebpackMajor): void {
  ajv.addKeyword({
    keyword: 'instanceof',
    schemaType: ['string', 'array'],
    code(cxt: KeywordCxt) {
      const names = (Array.isArray(cxt.schema) ? cxt.schema : [cxt.schema]) as string[];
      for (const name of names)
        if (!/^[A-Z]\w*$/.test(name)) throw new Error(`config-check: instanceof ${name}`);
      // The constructor by name from the global object: `RegExp`, `Function`, `Array`, `Object`.
      cxt.fail(
        names
          .map((name) => _`!(${cxt.data} instanceof globalThis[${name}])`)
          .reduce((a, b) => _`${a} && ${b}`),
      );
    },
  });
  const pattern = ABSOLUTE_PATH[version];
  const regExpOf = (cxt: KeywordErrorCxt) =>
    cxt.gen.scopeValue('pattern', {
      key: `absolutePath${version}`,
      ref: pattern,
      code: regexpCode(pattern),
    });
  ajv.addKeyword({
    keyword: 'absolutePath',
    type: 'string',
    schemaType: 'boolean',
    error: {
      // Both versions' keyword messages: a wrong kind of path wins over the loader-syntax mark.
      message: (cxt) =>
        _`${regExpOf(cxt)}.test(${cxt.data}) !== ${cxt.schema} ? (${cxt.schema} ? "The provided value " + JSON.stringify(${cxt.data}) + " is not an absolute path!" : "A relative path is expected. However, the provided value " + JSON.stringify(${cxt.data}) + " is an absolute path!") : "The provided value " + JSON.stringify(${cxt.data}) + " contains exclamation mark (!) which is not allowed because it's reserved for loader syntax."`,
      params: (cxt) => _`{absolutePath: ${cxt.data}}`,
    },
    code(cxt: KeywordCxt) {
      cxt.fail(
        _`${cxt.data}.includes("!") || ${regExpOf(cxt)}.test(${cxt.data}) !== ${cxt.schema}`,
      );
    },
  });
  if (version === 5) {
    ajv.addKeyword({
      keyword: 'undefinedAsNull',
      before: 'enum',
      modifying: true,
      code(cxt: KeywordCxt) {
        const { gen, data, schema, parentSchema, it } = cxt;
        if (!schema || (parentSchema as { enum?: unknown }).enum === undefined) return;
        if (it.parentData === undefined || it.parentDataProperty === undefined) return;
        gen.if(_`${data} === undefined`, () => {
          gen.assign(_`${it.parentData}[${it.parentDataProperty}]`, null);
          gen.assign(data, null);
        });
      },
    });
  }
}

/**
 * ajv's standalone code declares each compiled (sub)schema as a constant of its own, so every
 * definition the validator compiles separately is written out twice: inside the root schema and
 * on its own. Each such constant becomes a reference into the root schema's `definitions` (the
 * same object, so `parentSchema` in the errors is unchanged), and the root schema is exported as
 * `schema` for the formatter, which needs it to follow `$ref`s. About 0.4 MB less for webpack 5.
 */
function shareSchemas(code: string, schema: object): string {
  const definitions = (schema as { definitions?: Record<string, unknown> }).definitions ?? {};
  const byText = new Map(
    Object.entries(definitions).map(([name, value]) => [JSON.stringify(value), name]),
  );
  const rootText = JSON.stringify(schema);
  const declarations = [...code.matchAll(/const (schema\d+) = (?=\{)/g)].map((match) => {
    const start = match.index + match[0].length;
    const end = acorn.parseExpressionAt(code, start, { ecmaVersion: 'latest' }).end;
    let text: string | undefined;
    try {
      text = JSON.stringify(JSON.parse(code.slice(start, end)));
    } catch {
      text = undefined;
    }
    return { name: match[1]!, from: match.index, start, end, text };
  });
  const root = declarations.find((declaration) => declaration.text === rootText);
  if (root === undefined)
    throw new Error('config-check: the root schema is not a constant of the validator');
  let out = '';
  let last = 0;
  for (const declaration of declarations) {
    if (declaration === root) continue;
    const definition = declaration.text === undefined ? undefined : byText.get(declaration.text);
    if (definition === undefined) continue;
    out +=
      code.slice(last, declaration.start) +
      `${root.name}.definitions[${JSON.stringify(definition)}]`;
    last = declaration.end;
  }
  out += code.slice(last);
  // The root first, so that the references above find it; then its export.
  const rootDeclaration = `const ${root.name} = ${code.slice(root.start, root.end)};`;
  out = out.replace(rootDeclaration, '');
  return `${rootDeclaration}\n${out}\nexport { ${root.name} as schema };`;
}

/** The ES module text of a standalone validator for one version's options schema (`default` validates, `schema` is the schema). */
export function compileValidator(version: WebpackMajor, schema: object, esm = true): string {
  const ajv = new Ajv({
    strict: false,
    allErrors: true,
    verbose: true,
    $data: version === 5,
    code: { source: true, esm },
  });
  addKeywords(ajv, version);
  const validate = ajv.compile(schema);
  const code = standaloneCode(ajv, validate);
  if (!esm) return code;
  // ajv keeps `require` for its runtime helpers in ES module output: make them imports.
  const helpers = new Set<string>();
  const body = code.replace(
    /require\("ajv\/dist\/runtime\/(\w+)"\)\.default/g,
    (_match, name: string) => {
      helpers.add(name);
      return `ajvRuntime_${name}`;
    },
  );
  const imports = [...helpers]
    .map((name) => `import ajvRuntime_${name} from "ajv/dist/runtime/${name}";`)
    .join('\n');
  return `${imports}\n${shareSchemas(body, schema)}`;
}
