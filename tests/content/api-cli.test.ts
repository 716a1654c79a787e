/**
 * The CLI page (docs/api/cli.md) against the installed webpack-cli:
 * - every flag `webpack --help` lists has a `` ### `--flag` `` heading (its
 *   `--no-…` form and its short alias are named in that section),
 * - every command `--help` lists has a `` ### `command` `` heading under
 *   "## Commands" that names its aliases, and each command's own flags are
 *   named in its section,
 * - nothing on the page names a flag or command the CLI does not have.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import DevServer from 'webpack-dev-server';
import {
  codeHeadingSections,
  inlineCodeSpans,
  readApiPage,
  REPO_ROOT,
  type Section,
} from '../helpers/api-docs';

const CLI = path.join(REPO_ROOT, 'node_modules/webpack-cli/bin/cli.js');

/**
 * Runs the installed CLI and returns what it printed. stdout goes to a file, not a pipe:
 * webpack-cli exits right after printing help, which cuts long output written to a pipe short.
 */
function runCli(args: string[]): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-cli-'));
  const file = path.join(dir, 'stdout.txt');
  const fd = fs.openSync(file, 'w');
  try {
    const result = spawnSync(process.execPath, [CLI, ...args], {
      cwd: REPO_ROOT,
      env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', WEBPACK_CLI_HELP_WIDTH: '200' },
      stdio: ['ignore', fd, 'pipe'],
      timeout: 30_000,
    });
    if (result.error) throw result.error;
  } finally {
    fs.closeSync(fd);
  }
  const output = fs.readFileSync(file, 'utf8');
  fs.rmSync(dir, { recursive: true, force: true });
  return output;
}

interface HelpFlag {
  long: string;
  short?: string;
}

interface ParsedHelp {
  /** "Options" and "Global options" of this help screen, keyed by long flag. */
  options: Map<string, HelpFlag>;
  globalOptions: Map<string, HelpFlag>;
  /** command name → aliases */
  commands: Map<string, string[]>;
}

/** Splits a webpack-cli help screen into its titled blocks and reads flags and commands. */
function parseHelp(output: string): ParsedHelp {
  const lines = output.split('\n');
  const result: ParsedHelp = { options: new Map(), globalOptions: new Map(), commands: new Map() };
  let block = '';
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (/^[A-Z][\w ]*$/.test(line.trim()) && /^─+$/.test((lines[i + 1] ?? '').trim())) {
      block = line.trim();
      continue;
    }
    const flag = /^ {2}(?:-(\w), )?(--[a-z0-9][\w-]*)/.exec(line);
    if (flag && (block === 'Options' || block === 'Global options')) {
      const entry: HelpFlag = { long: flag[2]!, ...(flag[1] ? { short: `-${flag[1]}` } : {}) };
      (block === 'Options' ? result.options : result.globalOptions).set(entry.long, entry);
      continue;
    }
    const command = /^ {2}([a-z][\w-]*(?:\|[a-z][\w-]*)*)(?=\s)/.exec(line);
    if (command && block === 'Commands') {
      const [name, ...aliases] = command[1]!.split('|');
      result.commands.set(name!, aliases);
    }
  }
  return result;
}

const page = readApiPage('cli');
const flagSections = codeHeadingSections(page).filter((s) => s.title.startsWith('-'));
const commandsIndex = page.sections.findIndex((s) => s.level === 2 && s.title === 'Commands');
const commandSections: Section[] =
  commandsIndex === -1
    ? []
    : page.sections.slice(commandsIndex + 1).filter((s, i, all) => {
        const endIndex = all.findIndex((t) => t.level <= 2);
        return (endIndex === -1 || i < endIndex) && s.level === 3 && /^`[a-z][\w-]*`$/.test(s.raw);
      });

let top: ParsedHelp;
let verboseFlags: Set<string>;
/** command → the flags of `webpack <command> --help` that neither `--help` nor the schema-generated flags contain */
const commandOwnFlags = new Map<string, HelpFlag[]>();
/** every flag any help screen lists */
const allKnownFlags = new Set<string>();

beforeAll(() => {
  top = parseHelp(runCli(['--help']));
  const verbose = parseHelp(runCli(['--help=verbose']));
  verboseFlags = new Set([...verbose.options.keys(), ...verbose.globalOptions.keys()]);
  // Flags generated from webpack's and webpack-dev-server's option schemas are covered by the page's
  // explanation of generated flags; only the flags a command defines itself must be named one by one.
  const devServerSchema = DevServer.schema as unknown as Parameters<
    typeof webpack.cli.getArguments
  >[0];
  const generated = new Set(
    [
      ...Object.keys(webpack.cli.getArguments()),
      ...Object.keys(webpack.cli.getArguments(devServerSchema)),
    ].flatMap((name) => [`--${name}`, `--no-${name}`]),
  );
  for (const flag of [...verboseFlags, ...top.options.keys(), ...top.globalOptions.keys()])
    allKnownFlags.add(flag);
  for (const command of top.commands.keys()) {
    // `complete --help` needs an optional package and prints only an error without it.
    const help = parseHelp(runCli([command, '--help']));
    const own: HelpFlag[] = [];
    for (const flag of help.options.values()) {
      allKnownFlags.add(flag.long);
      if (!top.options.has(flag.long) && !generated.has(flag.long) && !verboseFlags.has(flag.long))
        own.push(flag);
    }
    for (const flag of help.globalOptions.keys()) allKnownFlags.add(flag);
    commandOwnFlags.set(command, own);
  }
}, 60_000);

/** The flag a heading stands for: `--no-devtool` is documented with `--devtool`. */
const positive = (flag: string) => flag.replace(/^--no-/, '--');

describe('webpack --help flags', () => {
  test('the help output was parsed (guard for this test)', () => {
    expect(top.options.size).toBeGreaterThan(10);
    expect(top.globalOptions.has('--help')).toBe(true);
    expect(top.commands.has('build')).toBe(true);
    expect(verboseFlags.has('--output-filename')).toBe(true);
    expect(verboseFlags.size).toBeGreaterThan(500);
    expect(commandOwnFlags.get('info')?.map((f) => f.long)).toEqual(
      expect.arrayContaining(['--output', '--additional-package']),
    );
  });

  test('every flag has a heading (--no-… flags are named in the section of their positive flag)', () => {
    const headings = new Map(flagSections.map((s) => [s.title, s]));
    const missing: string[] = [];
    for (const flag of [...top.options.keys(), ...top.globalOptions.keys()]) {
      if (headings.has(flag)) continue;
      const section = headings.get(positive(flag));
      if (flag.startsWith('--no-') && section && inlineCodeSpans(section.content).includes(flag))
        continue;
      missing.push(flag);
    }
    expect(missing).toEqual([]);
  });

  test("each flag's short alias is named in its section", () => {
    const headings = new Map(flagSections.map((s) => [s.title, s]));
    const missing = [...top.options.values(), ...top.globalOptions.values()]
      .filter(
        (f) =>
          f.short &&
          !inlineCodeSpans(headings.get(f.long)?.content ?? '').some(
            (c) => c === f.short || c.startsWith(`${f.short} `),
          ),
      )
      .map((f) => `${f.short} (${f.long})`);
    expect(missing).toEqual([]);
  });

  test('every flag heading is a flag that `webpack --help` lists', () => {
    const listed = new Set([...top.options.keys(), ...top.globalOptions.keys()]);
    const ownFlags = new Set([...commandOwnFlags.values()].flat().map((f) => f.long));
    const unknown = flagSections
      .map((s) => s.title)
      .filter((t) => !listed.has(t) && !ownFlags.has(t));
    expect(unknown).toEqual([]);
  });
});

describe('commands', () => {
  test('every command has a heading under "## Commands" that names its aliases', () => {
    const byName = new Map(commandSections.map((s) => [s.title, s]));
    const problems: string[] = [];
    for (const [name, aliases] of top.commands) {
      const section = byName.get(name);
      if (!section) {
        problems.push(`${name}: no heading`);
        continue;
      }
      const spans = inlineCodeSpans(section.content);
      for (const alias of aliases) {
        if (!spans.some((c) => c === alias || c.startsWith(`npx webpack ${alias}`)))
          problems.push(`${name}: alias ${alias} not named`);
      }
    }
    expect(problems).toEqual([]);
  });

  test('every command heading is a command the CLI has', () => {
    const unknown = commandSections.map((s) => s.title).filter((t) => !top.commands.has(t));
    expect(unknown).toEqual([]);
  });

  test("each command's own flags are named in its section", () => {
    const byName = new Map(commandSections.map((s) => [s.title, s]));
    const missing: string[] = [];
    for (const [command, flags] of commandOwnFlags) {
      const spans = inlineCodeSpans(byName.get(command)?.content ?? '');
      for (const flag of flags) {
        if (
          !spans.some(
            (c) =>
              c === flag.long || c.startsWith(`${flag.long} `) || c.startsWith(`${flag.long}=`),
          )
        )
          missing.push(`${command} ${flag.long}`);
        if (flag.short && !spans.some((c) => c === flag.short || c.startsWith(`${flag.short} `)))
          missing.push(`${command} ${flag.short}`);
      }
    }
    expect(missing).toEqual([]);
  });
});

describe('everything the page names exists', () => {
  test('every `--flag` in inline code is a flag some help screen lists', () => {
    const named = new Set(
      inlineCodeSpans(page.body)
        .flatMap((c) => c.match(/(?<![\w-])--[a-z][\w-]*/g) ?? [])
        .map((f) => f.replace(/=.*$/, '')),
    );
    const unknown = [...named].filter((f) => !allKnownFlags.has(f));
    expect(unknown).toEqual([]);
  });

  test('every `npx webpack …` command line in bash blocks uses real commands and flags', () => {
    const fences = page.body.match(/^```bash[^\n]*\n[\s\S]*?^```$/gm) ?? [];
    const problems: string[] = [];
    for (const fence of fences) {
      for (const line of fence.split('\n')) {
        const m = /^npx webpack(?:-cli)?\b(.*)$/.exec(line.trim());
        if (!m) continue;
        const words = m[1]!.trim().split(/\s+/).filter(Boolean);
        const first = words[0];
        const isCommand =
          first !== undefined &&
          !first.startsWith('-') &&
          [...top.commands].some(([n, a]) => n === first || a.includes(first));
        if (first && !first.startsWith('-') && !isCommand && !/[./]/.test(first))
          problems.push(`${line}: unknown command ${first}`);
        for (const word of words) {
          const flag = /^(--[a-z][\w-]*)/.exec(word)?.[1];
          if (flag && !allKnownFlags.has(flag)) problems.push(`${line}: unknown flag ${flag}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('serve --dev-server-per-compiler', () => {
  // webpack-cli only honours the flag with a webpack-dev-server that is a plugin (has `apply`, v6+);
  // with an older one it prints a warning and serves every compiler from every dev server.
  const cliSource = fs.readFileSync(
    path.join(REPO_ROOT, 'node_modules/webpack-cli/lib/webpack-cli.js'),
    'utf8',
  );
  const warning = /this\.logger\.warn\("(The '--dev-server-per-compiler' option [^"]+)"\)/.exec(
    cliSource,
  )?.[1];
  const devServerIsPlugin =
    typeof (DevServer.prototype as { apply?: unknown }).apply === 'function';

  test('webpack-cli still has the fallback warning this test reads', () => {
    expect(warning).toMatch(/webpack-dev-server/);
  });

  test('the page quotes the warning when the installed webpack-dev-server ignores the flag', () => {
    const section = page.sections.find((s) => s.title === 'serve');
    expect(section).toBeDefined();
    if (!devServerIsPlugin) {
      expect(section!.content).toContain(warning!);
      const version = (
        JSON.parse(
          fs.readFileSync(
            path.join(REPO_ROOT, 'node_modules/webpack-dev-server/package.json'),
            'utf8',
          ),
        ) as { version: string }
      ).version;
      expect(section!.content).toContain(`webpack-dev-server ${version.split('.')[0]}`);
    }
  });
});
