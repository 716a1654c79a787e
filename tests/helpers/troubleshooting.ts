/**
 * The Troubleshooting section's harness: every folder of examples/troubleshooting/ is a small
 * project that makes webpack print one error or warning, and the pages under docs/troubleshooting/
 * quote what it printed.
 *
 * Convention: a fence whose meta has `fixture="troubleshooting/<name>"` quotes the output of
 * examples/troubleshooting/<name>/; its text must appear in what that build printed, once absolute
 * paths are written as a reader's project (`/path/to/project`, see `normalisePrinted`). A
 * `class="<ErrorClass>"` in the same meta says which of webpack's error classes the entry explains
 * (the coverage test counts them; `examples/troubleshooting/coverage.json` lists the classes left out
 * and the entries that have no fixture, each with its reason).
 *
 * A fixture is `webpack.config.js` (an object or a function, as for the CLI) and its sources; all
 * fixtures build in one process, in parallel (`buildFixtures`), with the webpack of node_modules.
 * What "printed" means: the message webpack threw (as the CLI shows it), what its
 * infrastructure logger wrote, and `stats.toString()` with the config's `stats` (default
 * `errors-warnings`, no colours). A fixture that must drive the compiler itself (run it twice, say)
 * has a `run.js` exporting `(webpack, config) => Promise<string>`, which returns what it printed.
 * The same helper serves the webpack-cli, dev-server, loader and Node.js fixtures: a `run.js` can
 * print anything.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import webpack from 'webpack';
import {
  extractCodeFences,
  extractHeadings,
  parseMarkdown,
  type Heading,
} from '../../plugins/content-model/lib/markdown';

export const ROOT = path.resolve(__dirname, '../..');
export const TROUBLESHOOTING_DOCS = path.join(ROOT, 'docs/troubleshooting');
export const FIXTURES_DIR = path.join(ROOT, 'examples/troubleshooting');
/** Where the pages say the reader's project lives. */
export const PROJECT_PLACEHOLDER = '/path/to/project';

export interface FixtureOutput {
  name: string;
  /** Everything the build printed, paths normalised. */
  printed: string;
}

/**
 * A fixture with a `tooling.json` is run by tests/content/troubleshooting-tooling.test.ts (the
 * webpack-cli, dev-server, loader and Node.js entries): a CLI run, a server, a Node.js flag or a
 * webpack 4 build, as that file describes. `listFixtures` leaves these out, and their fences carry
 * `toolingFixture` instead of `fixture`, so each fixture runs in one test only.
 */
export const TOOLING_FILE = 'tooling.json';

export function isToolingFixture(name: string): boolean {
  return fs.existsSync(path.join(FIXTURES_DIR, name, TOOLING_FILE));
}

/** The fixtures: the folders of examples/troubleshooting/ with a webpack.config.js or run.js. */
export function listFixtures(): string[] {
  if (!fs.existsSync(FIXTURES_DIR)) return [];
  return fs
    .readdirSync(FIXTURES_DIR, { withFileTypes: true })
    .filter(
      (entry) =>
        entry.isDirectory() &&
        !isToolingFixture(entry.name) &&
        ['webpack.config.js', 'run.js'].some((file) =>
          fs.existsSync(path.join(FIXTURES_DIR, entry.name, file)),
        ),
    )
    .map((entry) => entry.name)
    .sort();
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Absolute paths as the reader's machine would print them: the fixture's folder becomes
 * `/path/to/project`, the temporary output folder its `dist`, and this repository's node_modules the
 * project's own. Trailing spaces go, so an editor's whitespace trimming cannot fail a page.
 */
export function normalisePrinted(text: string, fixtureDir: string, outputPath: string): string {
  const replacements: [string, string][] = [
    [outputPath, `${PROJECT_PLACEHOLDER}/dist`],
    [fixtureDir, PROJECT_PLACEHOLDER],
    [path.join(ROOT, 'node_modules'), `${PROJECT_PLACEHOLDER}/node_modules`],
    // A worktree's node_modules may be a link to another checkout's.
    [
      path.dirname(path.dirname(fs.realpathSync(require.resolve('webpack/package.json')))),
      `${PROJECT_PLACEHOLDER}/node_modules`,
    ],
  ];
  let out = text;
  for (const [from, to] of replacements) {
    out = out.replace(new RegExp(escapeRegExp(from), 'g'), to);
  }
  return out
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n');
}

type ConfigExport =
  | webpack.Configuration
  | ((env: Record<string, unknown>, argv: Record<string, unknown>) => webpack.Configuration);
type RunExport = (webpackFn: typeof webpack, config: webpack.Configuration) => Promise<string>;

function load<T>(file: string): T {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const loaded = require(file) as T | { default: T };
  return loaded && typeof loaded === 'object' && 'default' in loaded
    ? loaded.default
    : (loaded as T);
}

/** A stream that keeps what is written to it, for `infrastructureLogging.stream`. */
function memoryStream(): { stream: NodeJS.WritableStream; text: () => string } {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer | string, _encoding, callback) {
      chunks.push(chunk.toString());
      callback();
    },
  });
  return { stream, text: () => chunks.join('') };
}

/** Builds one fixture and returns what it printed. A build that fails is a result, not an error. */
export async function buildFixture(name: string): Promise<FixtureOutput> {
  const dir = path.join(FIXTURES_DIR, name);
  const outputPath = fs.mkdtempSync(path.join(os.tmpdir(), `troubleshooting-${name}-`));
  const configFile = path.join(dir, 'webpack.config.js');
  const exported = fs.existsSync(configFile) ? load<ConfigExport>(configFile) : {};
  const config = typeof exported === 'function' ? exported({}, {}) : { ...exported };
  const logs = memoryStream();
  const finalConfig: webpack.Configuration = {
    ...config,
    context: config.context ?? dir,
    output: { ...config.output, path: outputPath },
    infrastructureLogging: {
      level: 'warn',
      ...config.infrastructureLogging,
      colors: false,
      appendOnly: true,
      stream: logs.stream,
    },
  };
  const runFile = path.join(dir, 'run.js');
  let printed: string;
  try {
    if (fs.existsSync(runFile)) {
      printed = await load<RunExport>(runFile)(webpack, finalConfig);
    } else {
      printed = await new Promise<string>((resolve) => {
        try {
          webpack(finalConfig, (err, stats) => {
            if (err) return resolve(err.message);
            const statsOptions = finalConfig.stats ?? 'errors-warnings';
            resolve(
              stats!.toString(
                typeof statsOptions === 'object'
                  ? { ...statsOptions, colors: false }
                  : { preset: String(statsOptions), colors: false },
              ),
            );
          });
        } catch (error) {
          // Thrown before the compiler exists: configuration validation.
          resolve((error as Error).message);
        }
      });
    }
  } finally {
    fs.rmSync(outputPath, { recursive: true, force: true });
  }
  const text = [logs.text(), printed].filter(Boolean).join('\n');
  return { name, printed: normalisePrinted(text, dir, outputPath) };
}

/** Builds every fixture at once (webpack interleaves the builds' I/O in one process). */
export async function buildFixtures(
  names: readonly string[] = listFixtures(),
): Promise<Map<string, FixtureOutput>> {
  const outputs = await Promise.all(names.map((name) => buildFixture(name)));
  return new Map(outputs.map((output) => [output.name, output]));
}

export interface TroubleshootingFence {
  /** `docs/troubleshooting/<file>:<line>` */
  where: string;
  page: string;
  /** The `##` entry the fence is under: its text and anchor. */
  entry: string;
  anchor: string;
  /** Folder name under examples/troubleshooting/, when the fence quotes a build. */
  fixture?: string;
  /** The same for a fixture with a tooling.json (see TOOLING_FILE). */
  toolingFixture?: string;
  /** The error classes the entry explains, from `class="…"` (space-separated, e.g. a wrapper and the error it wraps). */
  errorClasses: string[];
  code: string;
}

/** The pages of the section (file names under docs/troubleshooting/). */
export function troubleshootingPages(docsDir = TROUBLESHOOTING_DOCS): string[] {
  if (!fs.existsSync(docsDir)) return [];
  return fs
    .readdirSync(docsDir)
    .filter((file) => /\.mdx?$/.test(file))
    .sort();
}

/** The URL of a page of the section: `module-resolution.md` → `/troubleshooting/module-resolution/`. */
export function pageUrl(page: string): string {
  const slug = page.replace(/\.mdx?$/, '');
  return slug === 'index' ? '/troubleshooting/' : `/troubleshooting/${slug}/`;
}

/**
 * The `##` entry each body line is under (`undefined` before the first), with the ids Docusaurus
 * gives the headings: the n-th heading line outside fences is the n-th of `extractHeadings`.
 */
function entryByLine(body: string): (Heading | undefined)[] {
  const headings = extractHeadings(body);
  const byLine: (Heading | undefined)[] = [];
  let fence: string | undefined;
  let index = 0;
  let current: Heading | undefined;
  for (const line of body.split('\n')) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    const trimmed = line.trim();
    if (fence) {
      if (
        trimmed.startsWith(fence[0]!) &&
        trimmed.length >= fence.length &&
        /^(`+|~+)$/.test(trimmed)
      )
        fence = undefined;
    } else if (marker) {
      fence = marker;
    } else if (/^#{1,6}\s+\S/.test(line)) {
      const heading = headings[index++];
      if (heading && heading.level <= 2) current = heading.level === 2 ? heading : undefined;
    }
    byLine.push(current);
  }
  return byLine;
}

/** The `##` headings of a page with their anchors. */
export function pageEntries(page: string, docsDir = TROUBLESHOOTING_DOCS): Heading[] {
  const { body } = parseMarkdown(fs.readFileSync(path.join(docsDir, page), 'utf8'));
  return extractHeadings(body).filter((heading) => heading.level === 2);
}

/** Every fence of the section with a `fixture="…"` or `class="…"` in its meta, with its entry. */
export function troubleshootingFences(docsDir = TROUBLESHOOTING_DOCS): TroubleshootingFence[] {
  return troubleshootingPages(docsDir).flatMap((page) => {
    const { body, bodyLineOffset } = parseMarkdown(
      fs.readFileSync(path.join(docsDir, page), 'utf8'),
    );
    const entries = entryByLine(body);
    return extractCodeFences(body).flatMap((fence) => {
      const fixture = /(?:^|\s)fixture="troubleshooting\/([^"]+)"/.exec(fence.meta)?.[1];
      const errorClasses =
        /(?:^|\s)class="([^"]+)"/.exec(fence.meta)?.[1]?.split(/\s+/).filter(Boolean) ?? [];
      if (!fixture && errorClasses.length === 0) return [];
      const heading = entries[fence.line - 1];
      return [
        {
          where: `docs/troubleshooting/${page}:${fence.line + bodyLineOffset}`,
          page,
          entry: heading?.title ?? '(before the first entry)',
          anchor: heading?.id ?? '',
          ...(fixture && isToolingFixture(fixture) ? { toolingFixture: fixture } : { fixture }),
          errorClasses,
          code: fence.code,
        },
      ];
    });
  });
}

/**
 * The error and warning classes of the installed webpack: every `class X extends Y` under
 * webpack/lib whose chain of parents reaches WebpackError (WebpackError itself not counted).
 */
export function webpackErrorClasses(): { name: string; file: string }[] {
  const lib = path.join(path.dirname(require.resolve('webpack/package.json')), 'lib');
  const parents = new Map<string, { parent: string; file: string }>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('.js')) {
        const source = fs.readFileSync(file, 'utf8');
        for (const match of source.matchAll(/\bclass\s+(\w+)\s+extends\s+(\w+)/g)) {
          parents.set(match[1]!, { parent: match[2]!, file: path.relative(lib, file) });
        }
      }
    }
  };
  walk(lib);
  const reaches = (name: string): boolean => {
    const seen = new Set<string>();
    for (let current = parents.get(name)?.parent; current; current = parents.get(current)?.parent) {
      if (current === 'WebpackError') return true;
      if (seen.has(current)) return false;
      seen.add(current);
    }
    return false;
  };
  return [...parents]
    .filter(([name]) => name !== 'WebpackError' && reaches(name))
    .map(([name, { file }]) => ({ name, file }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
