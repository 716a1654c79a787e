/**
 * Writes scripts/data/webpack-releases.json: for each webpack minor from 5.105 to 5.112, what the packages
 * show changed from the latest patch of the previous minor to its first release (x.0), and from x.0 to the
 * latest patch of the line. The release posts in blog/ are checked against this file by
 * scripts/lib/__tests__/release-posts.test.ts, which needs no network.
 *
 *   npx ts-node --project scripts/tsconfig.json scripts/release-diff.ts [scratch dir, default /tmp/webpack-releases]
 *
 * Talks to the npm registry only (`npm view webpack time`, `npm install webpack@<version>`): each version is
 * installed with its own dependencies into `<scratch dir>/<version>/` (no scripts run), and reused if present.
 */
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import { writeJsonAtomically } from './lib/data-file';
import {
  diffDefaults,
  diffNames,
  diffOptions,
  flattenSchema,
  flattenValues,
  type JsonSchema,
} from './lib/schema-diff';

const FIRST_MINOR = 105;
const LAST_MINOR = 112;
const output = path.resolve(__dirname, 'data/webpack-releases.json');
const scratch = path.resolve(process.argv[2] ?? '/tmp/webpack-releases');

const MAX_VALUE = 200;
const modes = ['development', 'production', 'none'] as const;
const targets = ['web', 'node'] as const;

function semverKey(version: string): number[] {
  return version.split('.').map(Number);
}

function install(version: string): string {
  const prefix = path.join(scratch, version);
  const dir = path.join(prefix, 'node_modules/webpack');
  if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
  fs.mkdirSync(prefix, { recursive: true });
  execFileSync(
    'npm',
    [
      'install',
      '--prefix',
      prefix,
      `webpack@${version}`,
      '--no-audit',
      '--no-fund',
      '--ignore-scripts',
      '--no-save',
    ],
    {
      stdio: 'inherit',
    },
  );
  return dir;
}

interface Snapshot {
  options: ReturnType<typeof flattenSchema>;
  defaults: Record<string, Record<string, string>>;
  exports: string[];
  hooks: Record<string, string[]>;
}

function snapshot(dir: string): Snapshot {
  const load = (file: string): unknown =>
    createRequire(path.join(dir, 'package.json'))(path.join(dir, file)) as unknown;
  const schema = JSON.parse(
    fs.readFileSync(path.join(dir, 'schemas/WebpackOptions.json'), 'utf8'),
  ) as JsonSchema;
  const { getNormalizedWebpackOptions } = load('lib/config/normalization.js') as {
    getNormalizedWebpackOptions: (o: object) => object;
  };
  const { applyWebpackOptionsDefaults } = load('lib/config/defaults.js') as {
    applyWebpackOptionsDefaults: (o: object) => void;
  };
  const context = path.join(scratch, 'context');
  const defaults: Snapshot['defaults'] = {};
  for (const mode of modes) {
    for (const target of targets) {
      for (const futureDefaults of [false, true]) {
        const options = getNormalizedWebpackOptions({
          mode,
          target,
          context,
          experiments: futureDefaults ? { futureDefaults } : {},
        });
        applyWebpackOptionsDefaults(options);
        const values = flattenValues(options);
        // The install folder differs per version (snapshot.managedPaths); long values (module.defaultRules) are cut.
        for (const [key, value] of Object.entries(values)) {
          const shown = value.split(path.dirname(path.dirname(dir))).join('<install>');
          values[key] = shown.length > MAX_VALUE ? `${shown.slice(0, MAX_VALUE)}…` : shown;
        }
        defaults[`${mode}/${target}${futureDefaults ? '/futureDefaults' : ''}`] = values;
      }
    }
  }
  type Webpack = ((options: object) => {
    hooks: object;
    newCompilationParams: () => {
      normalModuleFactory: { hooks: object };
      contextModuleFactory: { hooks: object };
    };
    newCompilation: (params: object) => { hooks: object };
  }) &
    Record<string, unknown>;
  const webpack = load('lib/index.js') as Webpack;
  const exports: string[] = [];
  for (const name of Object.keys(webpack)) {
    exports.push(name);
    const value = webpack[name];
    // Namespaces such as `optimize` and `container` are plain objects; list their members too.
    if (
      /^[a-z]/.test(name) &&
      typeof value === 'object' &&
      value !== null &&
      Object.getPrototypeOf(value) === Object.prototype
    ) {
      for (const member of Object.keys(value)) exports.push(`${name}.${member}`);
    }
  }
  const compiler = webpack({
    mode: 'none',
    context,
    entry: {},
    infrastructureLogging: { level: 'none' },
  });
  const params = compiler.newCompilationParams();
  const compilation = compiler.newCompilation(params);
  const hooks = {
    Compiler: Object.keys(compiler.hooks).sort(),
    Compilation: Object.keys(compilation.hooks).sort(),
    NormalModuleFactory: Object.keys(params.normalModuleFactory.hooks).sort(),
    ContextModuleFactory: Object.keys(params.contextModuleFactory.hooks).sort(),
  };
  return { options: flattenSchema(schema), defaults, exports: exports.sort(), hooks };
}

function compare(before: Snapshot, after: Snapshot) {
  const hooks: Record<string, { added: string[]; removed: string[] }> = {};
  for (const [owner, names] of Object.entries(after.hooks)) {
    const change = diffNames(before.hooks[owner] ?? [], names);
    if (change.added.length > 0 || change.removed.length > 0) hooks[owner] = change;
  }
  const variants = Object.keys(after.defaults).length;
  const options = diffOptions(before.options, after.options);
  // Keep each description once per diff (the same text repeats under module.parser.javascript/auto and the like).
  const described = new Set<string>();
  for (const option of options.added) {
    if (option.description === undefined) continue;
    if (described.has(option.description)) delete option.description;
    else described.add(option.description);
  }
  return {
    options,
    // A change seen in every configuration lists its variants as ['*'].
    defaults: diffDefaults(before.defaults, after.defaults).map((change) =>
      change.variants.length === variants ? { ...change, variants: ['*'] } : change,
    ),
    exports: diffNames(before.exports, after.exports),
    hooks,
  };
}

function main(): void {
  fs.mkdirSync(path.join(scratch, 'context'), { recursive: true });
  fs.writeFileSync(
    path.join(scratch, 'context/package.json'),
    '{ "name": "app", "version": "1.0.0" }\n',
  );

  const times = JSON.parse(
    execFileSync('npm', ['view', 'webpack', 'time', '--json'], { encoding: 'utf8' }),
  ) as Record<string, string>;
  const versions = Object.keys(times).filter((v) => /^\d+\.\d+\.\d+$/.test(v));
  const latestPatch = (minor: number): string => {
    const line = versions
      .filter((v) => v.startsWith(`5.${minor}.`))
      .sort((a, b) => {
        const [, , pa = 0] = semverKey(a);
        const [, , pb = 0] = semverKey(b);
        return pa - pb;
      });
    const last = line.at(-1);
    if (last === undefined) throw new Error(`release-diff: npm lists no webpack 5.${minor}.x`);
    return last;
  };

  const cache = new Map<string, Snapshot>();
  const at = (version: string): Snapshot => {
    let found = cache.get(version);
    if (found === undefined) {
      console.log(`reading webpack ${version}`);
      found = snapshot(install(version));
      cache.set(version, found);
    }
    return found;
  };

  const releases = [];
  for (let minor = FIRST_MINOR; minor <= LAST_MINOR; minor += 1) {
    const first = `5.${minor}.0`;
    const published = times[first];
    if (published === undefined)
      throw new Error(`release-diff: npm has no publish time for webpack ${first}`);
    const previous = latestPatch(minor - 1);
    const last = latestPatch(minor);
    releases.push({
      version: `5.${minor}`,
      first,
      published,
      date: published.slice(0, 10),
      previous,
      latestPatch: last,
      release: compare(at(previous), at(first)),
      patches: last === first ? null : compare(at(first), at(last)),
    });
  }
  writeJsonAtomically(output, {
    note: 'Generated by scripts/release-diff.ts from the webpack packages on npm; do not edit by hand.',
    generatedAt: new Date().toISOString(),
    defaultsVariants: Object.keys(at(`5.${LAST_MINOR}.0`).defaults),
    releases,
  });
  console.log(`Wrote ${releases.length} releases to ${path.relative(process.cwd(), output)}`);
}

main();
