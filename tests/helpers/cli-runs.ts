/**
 * Runs the command lines a CLI page documents (docs/api/cli.md for the
 * installed webpack-cli, versioned_docs/version-4/api/cli.md for webpack-cli
 * 3.3.12) against small fixtures, for the twin tests
 * tests/content/api-cli-runs.test.ts and tests/content/v4/api-cli-runs.test.ts.
 * Each page's test lists a run per command line: extra fixture files, the
 * sentence the check relies on, and the check itself.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inlineCodeSpans } from './api-docs';
import { runCommandLine, type ShellCliResult } from './run-webpack-cli';
import { plainProse } from './stated-defaults';

export interface CommandRun {
  /** Files added to the base fixture (path → content). */
  files?: Record<string, string>;
  /** What the page says about the line in words, where the check depends on it. */
  says?: RegExp;
  /** The command run instead of the documented line, when that line cannot run as written (a flag shown without its command, a browser to open). */
  command?: string;
  /** For a command that keeps running (watch, serve): stop it once its output matches. */
  stopWhen?: RegExp;
  check(result: ShellCliResult, dir: string): void;
}

export interface CommandResult {
  result: ShellCliResult;
  dir: string;
}

/** `npx webpack …` lines of bash blocks and inline code, and inline flag examples with a value, as `npx webpack <flag>`. */
export function documentedCommandLines(body: string): string[] {
  const lines = new Set<string>();
  for (const fence of body.match(/^```bash[^\n]*\n[\s\S]*?^```$/gm) ?? [])
    for (const line of fence.split('\n'))
      if (/^npx webpack(\s|$)/.test(line.trim())) lines.add(line.trim());
  for (const span of inlineCodeSpans(body)) {
    if (/^npx webpack(\s|$)/.test(span)) lines.add(span);
    else if (/^--?[a-z][\w.-]*[ =]\S/.test(span)) lines.add(`npx webpack ${span}`);
  }
  return [...lines];
}

/** Runs each documented line that has a run, `workers` at a time, each in a fresh copy of `base` plus its files. */
export async function runCommandLines(
  lines: string[],
  runs: Record<string, CommandRun>,
  base: Record<string, string>,
  options: { webpack: 4 | 5; env?: Record<string, string>; workers?: number },
): Promise<Map<string, CommandResult>> {
  const results = new Map<string, CommandResult>();
  const queue = lines.filter((line) => runs[line]);
  const worker = async () => {
    for (let line = queue.shift(); line !== undefined; line = queue.shift()) {
      const run = runs[line]!;
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), `cli-v${options.webpack}-`));
      for (const [file, content] of Object.entries({ ...base, ...run.files })) {
        fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
        fs.writeFileSync(path.join(dir, file), content);
      }
      const result = await runCommandLine(run.command ?? line, dir, {
        webpack: options.webpack,
        env: options.env,
        stopWhen: run.stopWhen,
      });
      results.set(line, { result, dir });
    }
  };
  await Promise.all(Array.from({ length: options.workers ?? 3 }, worker));
  return results;
}

/** Asserts one run: the sentence it relies on is on the page, then its check, with the CLI's output on failure. */
export function expectRun(
  line: string,
  runs: Record<string, CommandRun>,
  results: Map<string, CommandResult>,
  pageBody: string,
): void {
  const run = results.get(line);
  if (!run) throw new Error(`not run (the line is not on the page): ${line}`);
  const says = runs[line]!.says;
  if (says)
    expect({ line, says: String(says), onPage: says.test(plainProse(pageBody)) }).toEqual({
      line,
      says: String(says),
      onPage: true,
    });
  try {
    runs[line]!.check(run.result, run.dir);
  } catch (error) {
    throw new Error(
      `${(error as Error).message}\n--- exit ${run.result.status}\n--- stdout\n${run.result.stdout.slice(0, 1500)}\n--- stderr\n${run.result.stderr.slice(0, 1500)}`,
      { cause: error },
    );
  }
}

/** Removes the fixture folders of a set of runs. */
export function removeRunFolders(results: Map<string, CommandResult>): void {
  for (const { dir } of results.values()) fs.rmSync(dir, { recursive: true, force: true });
}
