/**
 * The Troubleshooting entries for the tools around webpack (docs/troubleshooting/cli-and-dev-server.md,
 * loaders-and-plugins.md, nodejs.md) quote what those tools really printed.
 *
 * Each fixture of examples/troubleshooting/ that has a `tooling.json` is run here, once, and the
 * fences that name it (`fixture="troubleshooting/<name>"`, the convention of
 * tests/helpers/troubleshooting.ts) must appear in what it printed, paths written as the reader's
 * `/path/to/project`. `tooling.json` says how the fixture runs:
 *
 * - `"run": "build"`: built in this process by the shared harness (`buildFixture`), loaders and
 *   plugins from node_modules; a `run.js` there drives webpack itself (the dev-server Host check);
 * - `"run": "cli"`: the installed webpack-cli in a child process, with `args` (`{dist}` is a
 *   temporary output folder, `{port}` a port held busy when `busyPort` is set), Node.js flags in
 *   `nodeOptions` and `stdin` as the answer to a prompt; `"webpack": 4` runs webpack-cli 3 with
 *   webpack 4.47.0 from tooling/webpack4; `isolated` runs a copy outside the repository (so nothing
 *   installed here is found from it) with the packages of `copy` copied and those of `link` linked
 *   into its node_modules; `without` runs a copy whose node_modules holds every installed package
 *   but those named (Node.js started with --preserve-symlinks), from `bin` (`webpack` or `webpack-cli`);
 * - `"run": "node"`: a plain Node.js script of the fixture (`args`).
 *
 * `maxNode` (`"22.17"`) marks a message that newer Node.js versions no longer print: on those the
 * fixture is skipped and the test says so. Cost, measured on the shared 2-core machine at a load
 * average of 25 to 38: 46 to 52 s of CPU (user + sys, Jest included) for 12 builds and 16 runs; the
 * builds in this process are the cheaper way (the same 11 builds as CLI runs took 63 s of CPU), a
 * CLI run that fails early costs about 0.5 s and one that starts the dev server about 1.7 s.
 *
 * Child processes run a few at a time, beside the in-process builds; every run has a time limit,
 * and a dev server a fixture starts is stopped before its output is read.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { prepareV4Example } from '../helpers/build-example';
import { CLI, CLI_4, runNode, type CliResult } from '../helpers/run-webpack-cli';
import {
  FIXTURES_DIR,
  ROOT,
  TOOLING_FILE,
  buildFixture,
  isToolingFixture,
  normalisePrinted,
  pageEntries,
  pageUrl,
  troubleshootingFences,
  troubleshootingPages,
  PROJECT_PLACEHOLDER,
} from '../helpers/troubleshooting';

/** The pages of this file; the other pages of the section belong to troubleshooting.test.ts. */
const PAGES = ['cli-and-dev-server.md', 'loaders-and-plugins.md', 'nodejs.md'];
const RELEVANCE_FILE = path.join(ROOT, 'plugins/local-search/relevance/tooling.json');
/** Child processes at once: each loads webpack (about 1 to 2 s of CPU), on a 2-core machine. */
const PROCESSES_AT_ONCE = 3;
/** The port the pages show where the fixture's was chosen at random. */
const PAGE_PORT = '8080';

interface ToolingSpec {
  run: 'build' | 'cli' | 'node';
  args?: string[];
  webpack?: 4;
  bin?: 'webpack' | 'webpack-cli';
  without?: string[];
  isolated?: boolean;
  copy?: string[];
  link?: string[];
  stdin?: string;
  nodeOptions?: string[];
  busyPort?: boolean;
  /** The newest Node.js version that prints the message (a newer one behaves differently). */
  maxNode?: string;
}

const SPEC_FIELDS: Record<keyof ToolingSpec, (value: unknown) => boolean> = {
  run: (v) => v === 'build' || v === 'cli' || v === 'node',
  args: (v) => Array.isArray(v) && v.every((a) => typeof a === 'string'),
  webpack: (v) => v === 4,
  bin: (v) => v === 'webpack' || v === 'webpack-cli',
  without: (v) => Array.isArray(v) && v.every((a) => typeof a === 'string'),
  isolated: (v) => typeof v === 'boolean',
  copy: (v) => Array.isArray(v) && v.every((a) => typeof a === 'string'),
  link: (v) => Array.isArray(v) && v.every((a) => typeof a === 'string'),
  stdin: (v) => typeof v === 'string',
  nodeOptions: (v) => Array.isArray(v) && v.every((a) => typeof a === 'string'),
  busyPort: (v) => typeof v === 'boolean',
  maxNode: (v) => typeof v === 'string' && /^\d+\.\d+$/.test(v),
};

/** Whether this Node.js is at most `version` (`major.minor`). */
function nodeAtMost(version: string): boolean {
  const [major, minor] = version.split('.').map(Number) as [number, number];
  const [ownMajor, ownMinor] = process.versions.node.split('.').map(Number) as [number, number];
  return ownMajor < major || (ownMajor === major && ownMinor <= minor);
}

/** Reads and checks examples/troubleshooting/<name>/tooling.json, naming the file and the field. */
function readSpec(name: string): ToolingSpec {
  const file = path.join('examples/troubleshooting', name, TOOLING_FILE);
  const spec = JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8')) as Record<
    string,
    unknown
  >;
  for (const [field, value] of Object.entries(spec)) {
    const check = SPEC_FIELDS[field as keyof ToolingSpec];
    if (!check) throw new Error(`${file}: unknown field "${field}"`);
    if (!check(value)) throw new Error(`${file}: field "${field}" has an invalid value`);
  }
  if (!spec.run) throw new Error(`${file}: field "run" is missing`);
  return spec as unknown as ToolingSpec;
}

const NODE_MODULES = path.join(ROOT, 'node_modules');
/** Where the packages really are: a worktree's node_modules may hold links to another checkout's. */
const REAL_NODE_MODULES = path.dirname(fs.realpathSync(path.join(NODE_MODULES, 'webpack')));
const WEBPACK4_NODE_MODULES = fs.realpathSync(path.join(ROOT, 'tooling/webpack4/node_modules'));
const BINS = { webpack: 'webpack/bin/webpack.js', 'webpack-cli': 'webpack-cli/bin/cli.js' };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The shared normalisation, plus what a run here prints differently from a reader's project: the
 * real node_modules behind a link, the webpack 4 toolchain's folder, loader paths relative to the
 * project (`../../node_modules/…` from examples/troubleshooting/<name>) and a random port.
 */
function normalise(text: string, cwd: string, dist: string, port?: number): string {
  let out = normalisePrinted(text, cwd, dist);
  const project = `${PROJECT_PLACEHOLDER}/node_modules`;
  for (const [from, to] of [
    [REAL_NODE_MODULES, project],
    [WEBPACK4_NODE_MODULES, project],
    [`${path.relative(fs.realpathSync(cwd), REAL_NODE_MODULES)}/`, './node_modules/'],
    // A build in this process runs in the repository: Babel, for one, names its working folder.
    [`${ROOT}/`, `${PROJECT_PLACEHOLDER}/`],
  ] as const) {
    out = out.replace(new RegExp(escapeRegExp(from), 'g'), to);
  }
  if (port !== undefined) out = out.replace(new RegExp(`\\b${port}\\b`, 'g'), PAGE_PORT);
  return out;
}

const temporary: string[] = [];
function tempDir(name: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `troubleshooting-${name}-`));
  temporary.push(dir);
  return dir;
}

/** A copy of the fixture outside the repository. */
function copyFixture(name: string): string {
  const dir = tempDir(name);
  fs.cpSync(path.join(FIXTURES_DIR, name), dir, {
    recursive: true,
    filter: (file) => path.basename(file) !== TOOLING_FILE,
  });
  fs.mkdirSync(path.join(dir, 'node_modules'));
  return dir;
}

/** Links every installed package into `modules` except `without` (`@scope/name` entries too). */
function linkAllBut(modules: string, without: readonly string[]): void {
  for (const entry of fs.readdirSync(NODE_MODULES)) {
    if (entry.startsWith('.') || without.includes(entry)) continue;
    const scoped = without.filter((name) => name.startsWith(`${entry}/`));
    if (!scoped.length) {
      fs.symlinkSync(fs.realpathSync(path.join(NODE_MODULES, entry)), path.join(modules, entry));
      continue;
    }
    fs.mkdirSync(path.join(modules, entry));
    for (const inner of fs.readdirSync(path.join(NODE_MODULES, entry))) {
      if (scoped.includes(`${entry}/${inner}`)) continue;
      fs.symlinkSync(
        fs.realpathSync(path.join(NODE_MODULES, entry, inner)),
        path.join(modules, entry, inner),
      );
    }
  }
}

/** A port on 127.0.0.1 that stays taken until `close()`. */
function holdPort(): Promise<{ port: number; close: () => Promise<void> }> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      resolve({ port, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}

/** Runs one process-based fixture and returns what it printed, normalised. */
async function runProcess(name: string, spec: ToolingSpec): Promise<string> {
  const dist = tempDir(`${name}-dist`);
  const held = spec.busyPort ? await holdPort() : undefined;
  try {
    let cwd = path.join(FIXTURES_DIR, name);
    let script = spec.run === 'node' ? [] : [spec.webpack === 4 ? CLI_4 : CLI];
    const flags = [...(spec.nodeOptions ?? [])];
    if (spec.webpack === 4) {
      cwd = prepareV4Example(`troubleshooting/${name}`);
      temporary.push(cwd);
    } else if (spec.without) {
      cwd = copyFixture(name);
      linkAllBut(path.join(cwd, 'node_modules'), spec.without);
      flags.push('--preserve-symlinks', '--preserve-symlinks-main');
      script = [path.join(cwd, 'node_modules', BINS[spec.bin ?? 'webpack-cli'])];
    } else if (spec.isolated) {
      cwd = copyFixture(name);
      for (const pkg of spec.copy ?? []) {
        fs.cpSync(
          fs.realpathSync(path.join(NODE_MODULES, pkg)),
          path.join(cwd, 'node_modules', pkg),
          {
            recursive: true,
          },
        );
      }
      for (const pkg of spec.link ?? []) {
        fs.symlinkSync(
          fs.realpathSync(path.join(NODE_MODULES, pkg)),
          path.join(cwd, 'node_modules', pkg),
        );
      }
    }
    const args = (spec.args ?? []).map((arg) =>
      arg.replace('{dist}', dist).replace('{port}', String(held?.port ?? '')),
    );
    const result: CliResult = await runNode([...flags, ...script, ...args], cwd, {
      stdin: spec.stdin,
      timeoutMs: 180_000,
    });
    return normalise(`${result.stdout}\n${result.stderr}`, cwd, dist, held?.port);
  } finally {
    await held?.close();
  }
}

/** Runs `tasks` with at most `limit` of them at once. */
async function pool<T>(tasks: (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const index = next++;
      results[index] = await tasks[index]!();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
}

const fixtures = fs
  .readdirSync(FIXTURES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && isToolingFixture(entry.name))
  .map((entry) => entry.name)
  .sort();
const specs = new Map(fixtures.map((name) => [name, readSpec(name)]));
/** Fixtures whose message this Node.js no longer prints: not run, their fences not checked. */
const skipped = fixtures.filter((name) => {
  const { maxNode } = specs.get(name)!;
  return maxNode !== undefined && !nodeAtMost(maxNode);
});
const fences = troubleshootingFences().filter((fence) => PAGES.includes(fence.page));

const outputs = new Map<string, string>();
beforeAll(async () => {
  const started = Date.now();
  const runnable = fixtures.filter((name) => !skipped.includes(name));
  if (skipped.length) {
    console.log(`not run on Node.js ${process.versions.node}: ${skipped.join(', ')} (see maxNode)`);
  }
  const builds = runnable.filter((name) => specs.get(name)!.run === 'build');
  const processes = runnable.filter((name) => specs.get(name)!.run !== 'build');
  const durations = new Map<string, number>();
  const timed = async <T>(name: string, run: () => Promise<T>): Promise<T> => {
    const start = Date.now();
    const result = await run();
    durations.set(name, Date.now() - start);
    return result;
  };
  const [built, ran] = await Promise.all([
    Promise.all(
      builds.map(async (name) => {
        const { printed } = await timed(name, () => buildFixture(name));
        // The shared harness already wrote /path/to/project; loader paths are still relative.
        return normalise(printed, path.join(FIXTURES_DIR, name), tempDir(name));
      }),
    ),
    pool(
      processes.map((name) => () => timed(name, () => runProcess(name, specs.get(name)!))),
      PROCESSES_AT_ONCE,
    ),
  ]);
  builds.forEach((name, i) => outputs.set(name, built[i]!));
  processes.forEach((name, i) => outputs.set(name, ran[i]!));
  console.log(
    `troubleshooting tooling: ${builds.length} builds and ${processes.length} runs in ${Date.now() - started} ms; ` +
      `slowest: ${[...durations]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 6)
        .map(([name, ms]) => `${name} ${ms} ms`)
        .join(', ')}`,
  );
}, 600_000);

afterAll(() => {
  for (const dir of temporary) fs.rmSync(dir, { recursive: true, force: true });
});

describe('troubleshooting entries for webpack-cli, the dev server, loaders, plugins and Node.js', () => {
  it('has the three pages, each quoting fixtures', () => {
    for (const page of PAGES) {
      expect([page, fences.filter((f) => f.page === page && f.toolingFixture).length > 0]).toEqual([
        page,
        true,
      ]);
    }
  });

  it('quotes only fixtures run here (with a tooling.json)', () => {
    expect(fences.filter((f) => f.fixture).map((f) => `${f.where}: ${f.fixture}`)).toEqual([]);
  });

  it.each(
    fences
      .filter((fence) => fence.toolingFixture)
      .map((fence) => [`${fence.where} (${fence.entry})`, fence] as const),
  )('%s quotes what its fixture printed', (_label, fence) => {
    if (skipped.includes(fence.toolingFixture!)) return;
    const printed = outputs.get(fence.toolingFixture!);
    if (printed === undefined) {
      throw new Error(
        `${fence.where}, entry "${fence.entry}": fixture examples/troubleshooting/${fence.toolingFixture}/ was not run`,
      );
    }
    if (!printed.includes(fence.code.trimEnd())) {
      throw new Error(
        `${fence.where}, entry "${fence.entry}": the fence is not what examples/troubleshooting/${fence.toolingFixture}/ printed.\n` +
          `--- the page quotes:\n${fence.code}\n--- the tool printed:\n${printed}`,
      );
    }
  });

  it('quotes every tooling fixture somewhere', () => {
    const quoted = new Set(fences.map((fence) => fence.toolingFixture));
    expect(fixtures.filter((name) => !quoted.has(name))).toEqual([]);
  });

  it('lists search queries whose expected results are entries of these pages', () => {
    const queries = JSON.parse(fs.readFileSync(RELEVANCE_FILE, 'utf8')) as {
      query: string;
      expect: string[];
    }[];
    const entryUrls = (pages: string[]) =>
      pages.flatMap((page) => pageEntries(page).map((h) => `${pageUrl(page)}#${h.id}`));
    // An expected result may be an entry of another page of the section (the same line can belong
    // to a webpack error explained there).
    const anchors = new Set(entryUrls(troubleshootingPages()));
    const broken = queries.flatMap((q) =>
      q.query.trim() ? q.expect.filter((url) => !anchors.has(url)) : [`empty query`],
    );
    expect(broken).toEqual([]);
    // Every entry of the three pages is something a reader can paste.
    const expected = new Set(queries.flatMap((q) => q.expect));
    expect(entryUrls(PAGES).filter((url) => !expected.has(url))).toEqual([]);
  });
});
