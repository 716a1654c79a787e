#!/usr/bin/env node
/**
 * `npm test`: every check, with the start and time of each stage printed at the end.
 *
 * The browser tests are the longest stage and need only the production build, so they start the
 * moment the build is done; everything else starts at once. The other stages run under
 * `nice -n 19`, which puts them behind the build (in this session). It does not put them behind
 * the browser: Playwright starts Chromium in a session of its own, and Linux shares the CPU
 * between sessions fairly (autogroups). Putting the other stages behind the browser as well, in a
 * niced session of their own and one at a time, measured slower on a clean 2-core clone (17:01
 * against 15:53): the browser tests alone keep about 1.7 of the 2 cores busy, so the run is bound
 * by the CPU all stages need together, and the machine is busiest with everything started.
 *
 * Each stage's output is streamed with its name in front and kept in test-results/logs/<stage>.log.
 * A failed stage stops only the stages that need it (a failed build: the gates and browser tests);
 * the run ends with the table and exit code 1. `--only=a,b` runs just the named stages; a stage
 * they need and do not name counts as done (the browser tests use the build/ already there).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const npmRun = (script) => ['npm', ['run', '--silent', script]];
/** In the order of the table. `after`: the stage that must succeed first. */
const STAGES = {
  typecheck: { command: npmRun('typecheck'), background: true },
  lint: { command: npmRun('lint'), background: true },
  build: { command: npmRun('build') },
  unit: { command: npmRun('test:unit'), background: true },
  gates: { command: npmRun('test:gates'), after: 'build', background: true },
  e2e: { command: npmRun('test:e2e'), after: 'build' },
};

const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
const wanted = only ? new Set(only.split(',')) : null;
for (const name of wanted ?? []) {
  if (!(name in STAGES)) {
    console.error(`test: unknown stage "${name}" (stages: ${Object.keys(STAGES).join(', ')})`);
    process.exit(2);
  }
}

const LOG_DIR = path.join('test-results', 'logs');
fs.mkdirSync(LOG_DIR, { recursive: true });
const width = Math.max(...Object.keys(STAGES).map((name) => name.length));
const started = Date.now();
const seconds = (since) => (Date.now() - since) / 1000;

/** Runs one stage; resolves to its result once it exits. */
function run(name) {
  const { command, background } = STAGES[name];
  const [file, args] = background ? ['nice', ['-n', '19', ...command.flat()]] : command;
  const start = Date.now();
  const log = fs.createWriteStream(path.join(LOG_DIR, `${name}.log`));
  const child = spawn(file, args, { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
  const prefix = `[${name.padEnd(width)}] `;
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream.on('data', (chunk) => {
      log.write(chunk);
      const lines = (rest + chunk.toString()).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) process.stdout.write(prefix + line + '\n');
    });
    stream.on('end', () => rest && process.stdout.write(prefix + rest + '\n'));
  }
  const result = (code) => ({ code, at: (start - started) / 1000, seconds: seconds(start) });
  return new Promise((resolve) => {
    child.on('error', () => resolve(result(1)));
    child.on('close', (code, signal) => {
      log.end();
      resolve(result(code ?? (signal ? 1 : 0)));
    });
  });
}

/** Each wanted stage's result, started once the stage it needs (if wanted) has succeeded. */
const results = {};
const running = {};
const start = (name) =>
  (running[name] ??= (async () => {
    const { after } = STAGES[name];
    if (after && (!wanted || wanted.has(after)) && (await start(after)).code !== 0) {
      return { code: null, skipped: `not run: ${after} failed` };
    }
    return run(name);
  })().then((result) => (results[name] = result)));
await Promise.all(
  Object.keys(STAGES)
    .filter((name) => !wanted || wanted.has(name))
    .map(start),
);

const format = (time) => {
  // rounded first: 1319.7 s is 22:00, not 21:60
  const whole = Math.round(time);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`.padStart(5);
};
console.log('\nstage times (m:ss from the start of the run; stages run side by side)');
console.log(`  ${'stage'.padEnd(width)}  start   time  result`);
for (const name of Object.keys(STAGES)) {
  const result = results[name];
  const status = !result
    ? 'not run'
    : (result.skipped ?? (result.code === 0 ? 'ok' : `FAILED (exit ${result.code})`));
  const times =
    result?.seconds === undefined
      ? '    -      -'
      : `${format(result.at)}  ${format(result.seconds)}`;
  console.log(`  ${name.padEnd(width)}  ${times}  ${status}`);
}
console.log(`  ${'total'.padEnd(width)}         ${format(seconds(started))}`);
const failed = Object.keys(results).filter((name) => results[name].code !== 0);
for (const name of failed) {
  if (results[name].code === null) continue;
  console.log(`\n${name} failed; its whole output is in ${path.join(LOG_DIR, `${name}.log`)}`);
}
process.exit(failed.length > 0 ? 1 : 0);
