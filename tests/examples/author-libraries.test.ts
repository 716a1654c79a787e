/**
 * docs/guides/author-libraries.md: one source, two builds. A UMD bundle that
 * works with require(), AMD and a global variable, and an ES module bundle;
 * both leave clsx out as an external, and package.json points at both.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { buildExample, EXAMPLES_DIR, type ExampleBuild } from '../helpers/build-example';
import { readExamplePackage, unsatisfiedRanges } from '../helpers/example-package';
import { runWebpackCli } from '../helpers/run-webpack-cli';

// Builds run real webpack (and sometimes the CLI or a dev server); allow for a busy machine.
jest.setTimeout(60_000);

const NODE_MODULES = path.resolve(__dirname, '../../node_modules');
const EXPECTED = 'button button-danger button-small button-disabled';
const OPTIONS = "{ variant: 'danger', size: 'small', disabled: true }";

/** A temporary package folder with node_modules linked, so Node.js can resolve clsx from the output. */
function packageDir(): { root: string; dist: string } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'author-libraries-'));
  fs.symlinkSync(NODE_MODULES, path.join(root, 'node_modules'), 'dir');
  return { root, dist: path.join(root, 'dist') };
}

function node(args: string[], cwd: string): string {
  return execFileSync(process.execPath, args, { cwd, encoding: 'utf8', stdio: 'pipe' }).trim();
}

function moduleNames(build: ExampleBuild): string[] {
  const modules =
    build.stats.toJson({ all: false, modules: true, nestedModules: true }).modules ?? [];
  return modules.flatMap((m) => [m.name ?? '', ...(m.modules ?? []).map((n) => n.name ?? '')]);
}

describe('author-libraries: UMD build (webpack.config.js)', () => {
  let build: ExampleBuild;
  let dir: { root: string; dist: string };

  beforeAll(async () => {
    dir = packageDir();
    build = await buildExample('author-libraries', { outputPath: dir.dist });
  });

  test('emits dist/button-class.js and keeps clsx out of it', () => {
    expect(build.files).toEqual(['button-class.js']);
    const names = moduleNames(build);
    expect(names).toContain(
      'external {"commonjs":"clsx","commonjs2":"clsx","amd":"clsx","root":"clsx"}',
    );
    expect(names.some((name) => name.includes('node_modules'))).toBe(false);
    expect(build.stats.compilation.options.externalsType).toBe('umd');
  });

  test('require() in Node.js gets the named exports, with clsx required from the consumer’s node_modules', () => {
    const out = node(
      [
        '-e',
        `const lib = require('./dist/button-class.js'); console.log(lib.buttonClass(${OPTIONS}), lib.VARIANTS.length)`,
      ],
      dir.root,
    );
    expect(out).toBe(`${EXPECTED} 3`);
  });

  test('in a plain <script> it sets the global ButtonClass and reads clsx from the global clsx', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const clsx = require('clsx') as (...args: unknown[]) => string;
    const context = vm.createContext({ clsx });
    vm.runInContext(build.read('button-class.js'), context);
    const ButtonClass = (context as { ButtonClass?: { buttonClass(o: object): string } })
      .ButtonClass;
    expect(ButtonClass?.buttonClass({ variant: 'danger', size: 'small', disabled: true })).toBe(
      EXPECTED,
    );
  });

  test('with an AMD loader it calls define() with the dependency ["clsx"]', () => {
    const calls: unknown[][] = [];
    const define = Object.assign((...args: unknown[]) => calls.push(args), { amd: {} });
    vm.runInNewContext(build.read('button-class.js'), { define });
    expect(calls).toHaveLength(1);
    expect(calls[0]![0]).toEqual(['clsx']);
  });

  test('invalid input produces the error message the library defines', () => {
    expect(() =>
      node(['-e', "require('./dist/button-class.js').buttonClass({ variant: 'huge' })"], dir.root),
    ).toThrow(/Unknown variant "huge"\. Use one of: primary, secondary, danger\./);
  });
});

describe('author-libraries: ES module build (webpack.esm.config.js)', () => {
  let build: ExampleBuild;
  let dir: { root: string; dist: string };

  beforeAll(async () => {
    dir = packageDir();
    build = await buildExample('author-libraries', {
      configFile: 'webpack.esm.config.js',
      outputPath: dir.dist,
    });
  });

  test('emits dist/button-class.mjs with export statements and an import of clsx', () => {
    expect(build.files).toEqual(['button-class.mjs']);
    const code = build.read('button-class.mjs');
    expect(code).toMatch(/import\s*\{\s*default as \w+\s*\}\s*from\s*"clsx"/);
    expect(code).toMatch(/export\s*\{[^}]*as buttonClass[^}]*\}/);
    expect(build.stats.compilation.options.externalsType).toBe('module');
  });

  test('import() in Node.js gets the named exports', () => {
    const out = node(
      [
        '--input-type=module',
        '-e',
        `import { buttonClass, VARIANTS } from './dist/button-class.mjs'; console.log(buttonClass(${OPTIONS}), VARIANTS.length)`,
      ],
      dir.root,
    );
    expect(out).toBe(`${EXPECTED} 3`);
  });
});

describe('author-libraries: package.json and the build script', () => {
  const pkg = readExamplePackage('author-libraries');

  test('main and exports point at the files the two configurations write', () => {
    expect(pkg.main).toBe('dist/button-class.js');
    expect(pkg.exports).toEqual({
      '.': { import: './dist/button-class.mjs', require: './dist/button-class.js' },
    });
    expect(pkg.files).toEqual(['dist']);
  });

  test('clsx is a peer dependency (and a dev dependency for the build), with ranges the installed packages satisfy', () => {
    expect(pkg.peerDependencies).toEqual({ clsx: '^2.1.1' });
    expect(pkg.dependencies).toBeUndefined();
    expect(unsatisfiedRanges({ ...pkg.peerDependencies, ...pkg.devDependencies })).toEqual([]);
  });

  test('npm run build (two --config flags) writes both bundles', () => {
    const script = pkg.scripts?.build ?? '';
    expect(script.startsWith('webpack ')).toBe(true);
    const dir = packageDir();
    const result = runWebpackCli(
      [...script.split(' ').slice(1), '--output-path', dir.dist],
      path.join(EXAMPLES_DIR, 'author-libraries'),
    );
    expect(result.status).toBe(0);
    expect(fs.readdirSync(dir.dist).sort()).toEqual(['button-class.js', 'button-class.mjs']);
  });
});
