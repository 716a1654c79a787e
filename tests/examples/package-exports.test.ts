import { buildExample, type ExampleBuild } from '../helpers/build-example';
import { createBrowserSandbox } from '../helpers/browser-sandbox';
import { applyDefaults } from '../helpers/config-defaults';
import { copyExample, type ExampleCopy } from '../helpers/example-copy';

const PKG = './packages/date-label';

const resolvedFiles = (build: ExampleBuild) =>
  [
    ...new Set(
      (
        build.stats.toJson({ all: false, modules: true, nestedModules: true, orphanModules: true })
          .modules ?? []
      )
        .flatMap((m) => [m, ...(m.modules ?? [])])
        .map((m) => m.identifier ?? '')
        .filter((id) => id.includes('/packages/date-label/'))
        .map((id) =>
          id
            .slice(id.indexOf('/packages/date-label/') + '/packages/date-label/'.length)
            .replace(/\|.*$/, ''),
        ),
    ),
  ].sort();

const run = (build: ExampleBuild) => {
  const page = createBrowserSandbox(build);
  page.runScript('main.js');
  return page.logs;
};

describe('examples/package-exports', () => {
  describe('production build', () => {
    let build: ExampleBuild;
    beforeAll(async () => {
      build = await buildExample('package-exports');
    }, 60_000);

    it('resolves each request through the "exports" field, never "main"', () => {
      expect(resolvedFiles(build)).toEqual([
        'lib/debug-quiet.js',
        'lib/index.cjs',
        'lib/index.js',
        'locales/de.js',
      ]);
    });

    it('gives import the "import" file and require() the "require" file; the subpath pattern maps locales', () => {
      expect(run(build)).toEqual([
        ['import: ES module build'],
        ['require(): CommonJS build'],
        ['Montag, 2024-01-01'],
      ]);
    });
  });

  describe('development build', () => {
    it('picks the "development" branch of ./debug', async () => {
      const build = await buildExample('package-exports', { mode: 'development' });
      expect(resolvedFiles(build)).toContain('lib/debug-verbose.js');
      expect(resolvedFiles(build)).not.toContain('lib/debug-quiet.js');
      expect(run(build)[0]).toEqual(['[date-label] formatting a date']);
    }, 60_000);
  });

  describe('paths the package does not export', () => {
    let copy: ExampleCopy;
    beforeEach(() => {
      copy = copyExample('package-exports');
    });
    afterEach(() => copy.remove());

    it('fails to resolve, naming the active conditions', async () => {
      copy.write(
        'src/index.js',
        `${copy.read('src/index.js')}import 'date-label/lib/legacy.cjs';\n`,
      );
      // webpack turns its built-in TypeScript support on where Node.js can strip types (22.6+):
      // the guide gives the message both ways.
      const { experiments } = applyDefaults({ mode: 'production' }) as {
        experiments: { typescript: boolean };
      };
      const typescript = experiments.typescript;
      const conditions = [
        ...(typescript ? ['typescript'] : []),
        'import',
        'module-sync',
        'module',
        'webpack',
        'production',
        'browser',
      ];
      await expect(buildExample(copy.name)).rejects.toThrow(
        `"./lib/legacy.${typescript ? 'cts' : 'cjs'}" is not exported under the conditions ${JSON.stringify(conditions)} from package`,
      );
    }, 60_000);

    it('falls back to "main" once the package has no "exports" field', async () => {
      const pkg = JSON.parse(copy.read(`${PKG}/package.json`)) as Record<string, unknown>;
      delete pkg.exports;
      copy.write(`${PKG}/package.json`, JSON.stringify(pkg, null, 2));
      copy.write('src/index.js', "import { build } from 'date-label';\nconsole.log(build);\n");
      const build = await buildExample(copy.name);
      expect(run(build)).toEqual([['legacy build from "main"']]);
    }, 60_000);
  });
});
