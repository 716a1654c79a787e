/**
 * versioned_docs/version-4/guides/author-libraries.md: webpack 4's
 * output.library + libraryTarget 'umd' with globalObject 'this', and clsx as
 * an external; the bundle works through require() and as a <script> with a
 * clsx global. Without globalObject, webpack 4's UMD wrapper reads `window`
 * and fails in Node.js.
 */
import {
  buildExample4,
  editExampleFile,
  prepareV4Example,
  type ExampleBuild4,
} from '../../helpers/build-example';
import { createBrowserSandbox } from '../../helpers/browser-sandbox';
import { readExamplePackage, unsatisfiedRanges } from '../../helpers/example-package';

jest.setTimeout(60_000);

const NAME = 'v4/author-libraries';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const clsx = require('clsx') as unknown;
const EXPECTED = 'button button-danger button-medium button-disabled';

type ButtonClassLib = { buttonClass(options: Record<string, unknown>): string; VARIANTS: string[] };

/** Evaluates a CommonJS file as Node.js would, with `require('clsx')` answered from the repository. */
function requireBundle(code: string): ButtonClassLib {
  const module = { exports: {} as unknown };
  const requireFn = (id: string) => {
    if (id === 'clsx') return clsx;
    throw new Error(`unexpected require(${id})`);
  };
  new Function('module', 'exports', 'require', code)(module, module.exports, requireFn);
  return module.exports as ButtonClassLib;
}

describe('v4 author-libraries: the UMD bundle', () => {
  let build: ExampleBuild4;

  beforeAll(async () => {
    build = await buildExample4(NAME);
  });

  test('emits one file, with clsx left out as an external', () => {
    expect(build.files).toEqual(['button-class.js']);
    const modules = (build.stats.toJson({ all: false, modules: true }).modules ?? []).map(
      (m) => m.name,
    );
    expect(modules).toEqual(
      expect.arrayContaining([
        'external {"commonjs":"clsx","commonjs2":"clsx","amd":"clsx","root":"clsx"}',
      ]),
    );
    expect(build.read('button-class.js')).toContain('}(this,(function(e){');
    expect(build.read('button-class.js')).toMatch(
      /^!function\(e,t\)\{"object"==typeof exports&&"object"==typeof module\?module\.exports=t\(require\("clsx"\)\)/,
    );
  });

  test('require() gets the exports and clsx from the consumer', () => {
    const lib = requireBundle(build.read('button-class.js'));
    expect(lib.VARIANTS).toEqual(['primary', 'secondary', 'danger']);
    expect(lib.buttonClass({ variant: 'danger', disabled: true })).toBe(EXPECTED);
  });

  test('a <script> tag sets window.ButtonClass and uses the clsx global', () => {
    const page = createBrowserSandbox(build, { globals: { clsx } });
    page.runScript('button-class.js');
    const lib = page.window.ButtonClass as ButtonClassLib;
    expect(lib.buttonClass({ variant: 'danger', disabled: true })).toBe(EXPECTED);
  });

  test('package.json: main points at the bundle, clsx is a peer dependency', () => {
    const pkg = readExamplePackage(NAME);
    expect(pkg.main).toBe(`dist/${build.files[0]}`);
    expect(Object.keys(pkg.peerDependencies ?? {})).toEqual(['clsx']);
    expect(
      unsatisfiedRanges({ ...pkg.peerDependencies, ...pkg.devDependencies }, { webpack: 4 }),
    ).toEqual([]);
  });
});

describe('v4 author-libraries: without globalObject', () => {
  test("the UMD wrapper is called with window, so require() in Node.js fails: 'window is not defined'", async () => {
    const dir = prepareV4Example(NAME);
    editExampleFile(dir, 'webpack.config.js', "    globalObject: 'this',\n", '');
    const build = await buildExample4(NAME, { dir });
    expect(build.read('button-class.js')).toContain('}(window,(function(e)');
    expect(() => requireBundle(build.read('button-class.js'))).toThrow('window is not defined');
  });
});
