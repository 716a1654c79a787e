/**
 * The webpack 4 CLI page (versioned_docs/version-4/api/cli.md) against webpack-cli 3.3.12
 * from tooling/webpack4:
 * - every flag `webpack --help` lists has a `` ### `--flag` `` (or `-d`) heading, its
 *   aliases are named in that section, and a `--no-…` flag is named in its positive flag's section,
 * - every command webpack-cli 3 hands to an `@webpack-cli/…` package has a heading under "## Commands",
 * - nothing on the page names a flag or command webpack-cli 3 does not have.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  codeHeadingSections,
  inlineCodeSpans,
  readApiPage,
  type Section,
} from '../../helpers/api-docs';
import { WEBPACK4_ROOT, webpack4PackageDir } from '../../helpers/api-versions';
import { runWebpackCli } from '../../helpers/run-webpack-cli';

interface HelpFlag {
  /** The first name the help lists, e.g. `--watch` or `-d`. */
  name: string;
  aliases: string[];
}

/** Reads the flags of a webpack-cli 3 (yargs) help screen: `  --watch, -w  Enter watch mode …`. */
function parseHelp(output: string): Map<string, HelpFlag> {
  const flags = new Map<string, HelpFlag>();
  for (const line of output.split('\n')) {
    const m = /^ {2}(-{1,2}[a-z][\w-]*(?:, -{1,2}[a-z][\w-]*)*)(?:\s|$)/.exec(line);
    if (!m) continue;
    const [name, ...aliases] = m[1]!.split(', ');
    flags.set(name!, { name: name!, aliases });
  }
  return flags;
}

/** The commands webpack-cli 3 hands to `@webpack-cli/<command>` packages (bin/utils/constants.js). */
function cliCommands(): string[] {
  const source = fs.readFileSync(
    path.join(webpack4PackageDir('webpack-cli'), 'bin/utils/constants.js'),
    'utf8',
  );
  const list = /NON_COMPILATION_ARGS = \[([^\]]*)\]/.exec(source)?.[1];
  if (!list) throw new Error('webpack-cli 3 constants.js has no NON_COMPILATION_ARGS list');
  return [...list.matchAll(/"([\w-]+)"/g)].map((m) => m[1]!);
}

const page = readApiPage('cli', '4');
const flagSections = codeHeadingSections(page, 3).filter((s) => s.title.startsWith('-'));
const headings = new Map(flagSections.map((s) => [s.title, s]));
const commandsIndex = page.sections.findIndex((s) => s.level === 2 && s.title === 'Commands');
const commandSections: Section[] = [];
for (const s of page.sections.slice(commandsIndex + 1)) {
  if (commandsIndex === -1 || s.level <= 2) break;
  if (s.level === 3 && /^`[a-z][\w-]*`$/.test(s.raw)) commandSections.push(s);
}

let helpText: string;
let flags: Map<string, HelpFlag>;
const commands = cliCommands();

beforeAll(() => {
  const result = runWebpackCli(['--help'], WEBPACK4_ROOT, {}, { webpack: 4 });
  helpText = result.stdout;
  flags = parseHelp(helpText);
}, 60_000);

/** Every name a flag goes by, main name and aliases. */
const allNames = () => new Set([...flags.values()].flatMap((f) => [f.name, ...f.aliases]));

test('the help is the one of webpack-cli 3.3.12 and was parsed (a guard for this test itself)', () => {
  expect(helpText).toMatch(/^webpack-cli 3\.3\.12$/m);
  expect(flags.size).toBeGreaterThan(60);
  expect(flags.get('--watch')?.aliases).toEqual(['-w']);
  expect(flags.has('-p')).toBe(true);
  expect(commands).toEqual(expect.arrayContaining(['init', 'serve', 'info']));
});

test('every flag has a heading (a --no-… flag is named in the section of its positive flag)', () => {
  const missing: string[] = [];
  for (const flag of flags.values()) {
    if (headings.has(flag.name)) continue;
    const positive = headings.get(flag.name.replace(/^--no-/, '--'));
    if (
      flag.name.startsWith('--no-') &&
      positive &&
      inlineCodeSpans(positive.content).includes(flag.name)
    )
      continue;
    missing.push(flag.name);
  }
  expect(missing).toEqual([]);
});

test("each flag's aliases are named in its section", () => {
  const missing: string[] = [];
  for (const flag of flags.values()) {
    const section = headings.get(flag.name) ?? headings.get(flag.name.replace(/^--no-/, '--'));
    const spans = inlineCodeSpans(section?.content ?? '');
    for (const alias of flag.aliases)
      if (!spans.some((c) => c === alias || c.startsWith(`${alias} `)))
        missing.push(`${alias} (${flag.name})`);
  }
  expect(missing).toEqual([]);
});

test('every flag heading is a flag webpack-cli 3 lists', () => {
  expect(flagSections.map((s) => s.title).filter((t) => !flags.has(t))).toEqual([]);
});

test('every command has a heading under "## Commands", and every command heading is a command', () => {
  const titles = commandSections.map((s) => s.title);
  expect(commands.filter((c) => !titles.includes(c))).toEqual([]);
  expect(titles.filter((t) => !commands.includes(t))).toEqual([]);
});

test('every flag in inline code is one webpack-cli 3 has', () => {
  const named = new Set(
    inlineCodeSpans(page.body)
      .filter((c) => !c.startsWith('npx webpack-dev-server'))
      .flatMap((c) => c.match(/(?<![\w-])--?[a-z][\w-]*(?:\.[\w-]+)?/g) ?? [])
      // `--env.production` is yargs' dot notation for --env
      .map((f) => f.replace(/\..*$/, '').replace(/=.*$/, '')),
  );
  const known = allNames();
  // single-letter words such as `-r` are flags; longer `-word` spans (e.g. `-loader`) are not
  expect([...named].filter((f) => (f.startsWith('--') || f.length === 2) && !known.has(f))).toEqual(
    [],
  );
});

test('every `npx webpack …` line in bash blocks uses real commands and flags', () => {
  const fences = page.body.match(/^```bash[^\n]*\n[\s\S]*?^```$/gm) ?? [];
  const known = allNames();
  const problems: string[] = [];
  for (const fence of fences) {
    for (const line of fence.split('\n')) {
      const m = /^npx webpack(?:-cli)?(?:\s(.*))?$/.exec(line.trim());
      if (!m) continue;
      const words = (m[1] ?? '').split(/\s+/).filter(Boolean);
      const first = words[0];
      if (first && !first.startsWith('-') && !commands.includes(first) && !/[./=]/.test(first))
        problems.push(`${line}: unknown command ${first}`);
      for (const word of words) {
        const flag = /^(--?[a-z][\w-]*)/.exec(word)?.[1];
        if (flag && !known.has(flag)) problems.push(`${line}: unknown flag ${flag}`);
      }
    }
  }
  expect(problems).toEqual([]);
});
