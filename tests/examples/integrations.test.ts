import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { EXAMPLES_DIR } from '../helpers/build-example';
import { copyExample, type ExampleCopy } from '../helpers/example-copy';

const CLI = path.resolve(__dirname, '../../node_modules/webpack-cli/bin/cli.js');

interface PackageJson {
  scripts: Record<string, string>;
}

describe('examples/integrations', () => {
  const pkg = JSON.parse(
    fs.readFileSync(path.join(EXAMPLES_DIR, 'integrations/package.json'), 'utf8'),
  ) as PackageJson;

  it('has a configuration webpack accepts', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const config = require(
      path.join(EXAMPLES_DIR, 'integrations/webpack.config.js'),
    ) as webpack.Configuration;
    expect(() => webpack.validate(config)).not.toThrow();
  });

  describe('the npm scripts', () => {
    /** Every --flag a script passes, with the CLI command it goes to (build, serve, watch). */
    const flagsByCommand = () =>
      Object.values(pkg.scripts)
        .filter((script) => script.startsWith('webpack'))
        .map((script) => {
          const words = script.split(/\s+/).slice(1);
          const command = words[0] && !words[0].startsWith('-') ? words[0] : 'build';
          return { command, flags: words.filter((w) => w.startsWith('--')) };
        });

    it('only use flags the installed webpack-cli knows', () => {
      const help = new Map<string, string>();
      for (const { command, flags } of flagsByCommand()) {
        if (!help.has(command)) {
          help.set(
            command,
            execFileSync(process.execPath, [CLI, command, '--help'], { encoding: 'utf8' }),
          );
        }
        for (const flag of flags)
          expect(help.get(command)).toMatch(new RegExp(`^\\s+(-\\w, )?${flag}\\b`, 'm'));
      }
      expect([...help.keys()].sort()).toEqual(['build', 'serve']);
    }, 60_000);

    describe('run for real', () => {
      let copy: ExampleCopy;
      beforeEach(() => {
        copy = copyExample('integrations');
      });
      afterEach(() => copy.remove());

      it('npm run build produces a minified bundle', () => {
        const result = spawnSync('npm', ['run', 'build'], { cwd: copy.dir, encoding: 'utf8' });
        expect(result.status).toBe(0);
        expect(result.stdout).toMatch(/webpack 5\.\d+\.\d+ compiled successfully/);
        const bundle = fs.readFileSync(path.join(copy.dir, 'dist/main.js'), 'utf8');
        expect(bundle).toContain('Built by webpack, running in');
        expect(bundle.trim().split('\n')).toHaveLength(1);
      }, 60_000);

      it('node build.js (the Node.js API) builds too, and exits with 1 when the build has errors', () => {
        const ok = spawnSync(process.execPath, ['build.js'], { cwd: copy.dir, encoding: 'utf8' });
        expect(ok.status).toBe(0);
        expect(ok.stdout).toMatch(/compiled successfully/);
        expect(fs.existsSync(path.join(copy.dir, 'dist/main.js'))).toBe(true);

        copy.write('src/index.js', "import './missing.js';\n");
        const failed = spawnSync(process.execPath, ['build.js'], {
          cwd: copy.dir,
          encoding: 'utf8',
        });
        expect(failed.status).toBe(1);
        expect(failed.stdout).toContain("Module not found: Error: Can't resolve './missing.js'");
      }, 60_000);

      it("gulpfile.js's build task resolves after a successful build and rejects on errors", () => {
        // The task uses only webpack's Node.js API, so it runs without Gulp installed.
        // Gulp runs tasks from the gulpfile's folder; so does this.
        const runTask = () =>
          spawnSync(
            process.execPath,
            [
              '-e',
              "require('./gulpfile.js').build().then(() => console.log('done'), (e) => { console.error(e.message); process.exit(1); })",
            ],
            { cwd: copy.dir, encoding: 'utf8' },
          );
        const ok = runTask();
        expect(ok.status).toBe(0);
        expect(ok.stdout.trim()).toBe('done');
        expect(fs.readFileSync(path.join(copy.dir, 'dist/main.js'), 'utf8')).toContain(
          'Built by webpack',
        );

        copy.write('src/index.js', "import './missing.js';\n");
        const failed = runTask();
        expect(failed.status).toBe(1);
        expect(failed.stderr).toContain("Can't resolve './missing.js'");
      }, 60_000);
    });
  });
});
