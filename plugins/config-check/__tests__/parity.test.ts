/**
 * Acceptance of issue #35: for every fixture configuration, the page's validation function
 * (read statically by lib/readConfig.ts, validated by the compiled validator, formatted by
 * client/formatters.ts) gives the same verdict, the same failing option paths and the same message
 * as `validate` of the installed webpack 5 and of webpack 4.47.0 (tooling/webpack4), which run the
 * fixture for real in Node. One helper for both versions; the fixtures are in fixtures/v5 and
 * fixtures/v4 (`valid-*` must pass, every other one must fail).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { formatterFor } from '../client/formatters';
import { loadCatalogs } from '../lib/catalog';
import { checkSource } from '../lib/check';
import { compileValidator, type WebpackMajor } from '../lib/compile';
import { indexCatalog } from '../lib/describe';
import type { CompiledValidator, NestedError } from '../lib/errors';
import { PROJECT_DIR, readConfig } from '../lib/readConfig';
import { fullMessage, HEADERS, validateConfig } from '../lib/validate';

const ROOT = path.resolve(__dirname, '../../..');
const V4_DIR = path.join(ROOT, 'tooling/webpack4');

interface WebpackSide {
  require: NodeJS.Require;
  /** The message webpack's validation gives, or null for a valid configuration. */
  validate(config: unknown): string | null;
  schema: object;
}

function webpackSide(version: WebpackMajor): WebpackSide {
  const from = version === 5 ? path.join(ROOT, 'package.json') : path.join(V4_DIR, 'package.json');
  const req = createRequire(from);
  const webpack = req('webpack') as {
    validate: (config: unknown) => unknown;
  };
  const schema = req('webpack/schemas/WebpackOptions.json') as object;
  if (version === 5)
    return {
      require: req,
      schema,
      validate(config) {
        try {
          webpack.validate(config);
          return null;
        } catch (error) {
          return (error as Error).message;
        }
      },
    };
  const WebpackOptionsValidationError = req('webpack/lib/WebpackOptionsValidationError') as new (
    errors: unknown[],
  ) => Error;
  return {
    require: req,
    schema,
    validate(config) {
      const errors = webpack.validate(config) as unknown[];
      return errors.length === 0 ? null : new WebpackOptionsValidationError(errors).message;
    },
  };
}

/** Runs a trusted fixture for real, as webpack-cli would: CommonJS or ESM, a function called with (env, argv). */
function runFixture(file: string, side: WebpackSide): unknown {
  let source = fs.readFileSync(file, 'utf8');
  if (file.endsWith('.json')) return JSON.parse(source);
  source = source
    .replace(/^import (\w+) from '([^']+)';$/gm, "const $1 = require('$2');")
    .replace(/^export default /m, 'module.exports = ');
  const module = { exports: {} as unknown };
  new Function('module', 'exports', 'require', '__dirname', source)(
    module,
    module.exports,
    side.require,
    PROJECT_DIR,
  );
  const exported = module.exports;
  return typeof exported === 'function'
    ? (exported as (env: object, argv: object) => unknown)({}, {})
    : exported;
}

interface LoadedValidator {
  validate: CompiledValidator;
  /** The schema the module exports, which the page's webpack 5 formatter reads. */
  schema: object;
}

/** The ES module the browser imports (lib/compile.ts), run here as CommonJS. */
function loadValidator(version: WebpackMajor, schema: object): LoadedValidator {
  const code = compileValidator(version, schema)
    .replace(/^import (\w+) from "([^"]+)";$/gm, 'const $1 = require("$2").default;')
    .replace(/export const validate = \w+;/, '')
    .replace(/export default (\w+);/, 'module.exports.default = $1;')
    .replace(/export \{ (\w+) as schema \};/, 'module.exports.schema = $1;');
  const module = { exports: {} as { default: CompiledValidator; schema: object } };
  new Function('module', 'exports', 'require', code)(module, module.exports, require);
  return { validate: module.exports.default, schema: module.exports.schema };
}

/** The option paths webpack's own message names: `configuration.output has an unknown property 'x'` → output.x. */
function topLevelPaths(errors: NestedError[]): string[] {
  return errors.map((error) => `${error.instancePath}|${error.keyword}`);
}

function describeParity(version: WebpackMajor) {
  describe(`webpack ${version}`, () => {
    const dir = path.join(__dirname, 'fixtures', `v${version}`);
    const files = fs.readdirSync(dir).sort();
    const side = webpackSide(version);
    const loaded = loadValidator(version, side.schema);
    const validator = loaded.validate;
    const formatter = formatterFor(version, loaded.schema);

    it('has valid and invalid fixtures of every kind', () => {
      expect(files.filter((f) => f.startsWith('valid-')).length).toBeGreaterThanOrEqual(5);
      expect(files.filter((f) => !f.startsWith('valid-')).length).toBeGreaterThanOrEqual(10);
    });

    it.each(files)('%s: same verdict, option paths and message as webpack', (name) => {
      const file = path.join(dir, name);
      const expected = side.validate(runFixture(file, side));
      expect(expected === null).toBe(name.startsWith('valid-'));

      const read = readConfig(fs.readFileSync(file, 'utf8'));
      if (!read.ok) throw new Error(`${name}: ${read.error.message}`);
      expect(read.notes).toEqual([]);
      const result = validateConfig(version, validator, formatter, read.config);
      expect(result.valid).toBe(expected === null);
      if (expected === null) return;
      expect(fullMessage(version, result.messages)).toBe(expected);
      expect(expected.startsWith(HEADERS[version])).toBe(true);
      expect(topLevelPaths(result.errors).length).toBe(result.messages.length);
    });
  });
}

const catalogs = loadCatalogs(ROOT);

/** What the page shows for a configuration: links to that version's docs, stated Type/Default, version notes. */
interface PageCase {
  source: string;
  /** Each message's option and docs link. */
  messages: [option: string, url: string | undefined][];
  /** A note that must be on the message of this option. */
  noted?: [option: string, text: RegExp];
  /** An option of the table with its Type and Default lines. */
  stated?: [option: string, type: RegExp, defaultValue: RegExp];
}

const PAGE_CASES: Record<WebpackMajor, PageCase> = {
  5: {
    source: "module.exports = { mode: 'production', output: { jsonpFunction: 'x', filename: 3 } };",
    messages: [
      ['output.jsonpFunction', '/configuration/output/#output'],
      ['output.filename', '/configuration/output/#outputfilename'],
    ],
    noted: ['output.jsonpFunction', /Renamed in webpack 5\..*output\.chunkLoadingGlobal/],
    stated: ['mode', /production/, /production/],
  },
  4: {
    source:
      "module.exports = { output: { chunkLoadingGlobal: 'x', jsonpFunction: 'y' }, mode: 'prod' };",
    messages: [
      ['mode', '/v4/configuration/mode/#mode'],
      ['output.chunkLoadingGlobal', '/v4/configuration/output/#output'],
    ],
    noted: ['output.chunkLoadingGlobal', /New in webpack 5\..*output\.chunkLoadingGlobal/],
    stated: ['output.jsonpFunction', /string/, /webpackJsonp/],
  },
};

function describePage(version: WebpackMajor) {
  it(`webpack ${version}: messages link to that version's docs, with notes, Type and Default`, () => {
    const side = webpackSide(version);
    const loaded = loadValidator(version, side.schema);
    const tools = {
      validate: loaded.validate,
      formatter: formatterFor(version, loaded.schema),
      index: indexCatalog(catalogs[version]),
    };
    const page = PAGE_CASES[version];
    const result = checkSource(version, page.source, tools);
    if (!result.ok) throw new Error('syntax error');
    expect(result.messages.map((m) => [m.option, m.url])).toEqual(page.messages);
    const [noted, text] = page.noted!;
    const note = result.messages.find((m) => m.option === noted)?.note;
    expect(note?.map((part) => part.value).join('')).toMatch(text);
    const [option, type, defaultValue] = page.stated!;
    const row = result.options.find((o) => o.option === option);
    expect(row?.type).toMatch(type);
    expect(row?.default).toMatch(defaultValue);
  });
}

describeParity(5);
describeParity(4);
describe('the page', () => {
  describePage(5);
  describePage(4);
});
