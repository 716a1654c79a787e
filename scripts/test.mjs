#!/usr/bin/env node
/**
 * `npm test`: every check, in two lanes that run side by side, with the start and time of each
 * stage printed at the end.
 *
 * - The critical lane is the production build, then the browser tests: the longest stage, which
 *   needs only the build. It runs at normal CPU priority, so that the browser tests, which time
 *   what a page does, do not wait for a core.
 * - The background lane runs the other stages one after another at the lowest CPU priority, in
 *   the CPU the critical lane leaves idle: the browser tests run one file at a time and keep about
 *   0.7 of the 2 cores busy.
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
/** Each lane's stages, in order. */
const LANES = {
  critical: { stages: ['build', 'e2e'] },
  background: { stages: ['typecheck', 'lint', 'gates', 'unit'], nice: true },
};
/** `after`: the stage that must succeed first (its lane is waited for). */
const STAGES = {
  typecheck: { command: npmRun('typecheck') },
  lint: { command: npmRun('lint') },
  build: { command: npmRun('build') },
  unit: { command: npmRun('test:unit') },
  gates: { command: npmRun('test:gates'), after: 'build' },
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

/**
 * Linux shares the CPU between sessions fairly (autogroups), and `nice` counts only within one.
 * Playwright starts Chromium in a session of its own, so a niced stage in this session still took
 * half a core from the page under test: the browser tests took 15:01 beside the other stages, not
 * 11:30. A background stage therefore runs in a session of its own whose group is niced too.
 */
const niced = new Set();
function lowerSessionPriority(pid) {
  niced.add(pid);
  try {
    fs.writeFileSync(`/proc/${pid}/autogroup`, '19');
  } catch {
    // no autogroups (another OS, or a kernel without them): `nice` alone decides
  }
}
// a session of its own does not get the terminal's Ctrl-C: pass it on
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const pid of niced) {
      try {
        process.kill(-pid, signal);
      } catch {
        // already gone
      }
    }
    process.exit(130);
  });
}

/** Runs one stage (`nice`: at the lowest CPU priority); resolves to its result once it exits. */
function run(name, nice) {
  const [command, args] = STAGES[name].command;
  const [file, fileArgs] = nice ? ['nice', ['-n', '19', command, ...args]] : [command, args];
  const start = Date.now();
  const log = fs.createWriteStream(path.join(LOG_DIR, `${name}.log`));
  const child = spawn(file, fileArgs, {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: process.env,
    detached: nice,
  });
  if (nice && child.pid) lowerSessionPriority(child.pid);
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
      niced.delete(child.pid);
      log.end();
      resolve(result(code ?? (signal ? 1 : 0)));
    });
  });
}

/** Each stage's result; `settled[name]` resolves with it, for a stage of the other lane to wait on. */
const results = {};
const settled = {};
const resolvers = {};
for (const name of Object.keys(STAGES)) settled[name] = new Promise((r) => (resolvers[name] = r));

/** A lane's wanted stages, one after another. */
async function runLane({ stages, nice = false }) {
  for (const name of stages.filter((stage) => !wanted || wanted.has(stage))) {
    const { after } = STAGES[name];
    const needed = after && (!wanted || wanted.has(after)) ? await settled[after] : undefined;
    results[name] =
      needed && needed.code !== 0
        ? { code: null, skipped: `not run: ${after} failed` }
        : await run(name, nice);
    resolvers[name](results[name]);
  }
}
await Promise.all(Object.values(LANES).map(runLane));

const format = (time) => {
  // rounded first: 1319.7 s is 22:00, not 21:60
  const whole = Math.round(time);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`.padStart(5);
};
console.log('\nstage times (m:ss from the start of the run; the two lanes run side by side)');
console.log(`  ${'stage'.padEnd(width)}  start   time  result`);
for (const [lane, { stages }] of Object.entries(LANES)) {
  console.log(`  ${lane} lane`);
  for (const name of stages) {
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
}
console.log(`  ${'total'.padEnd(width)}         ${format(seconds(started))}`);
const failed = Object.keys(results).filter((name) => results[name].code !== 0);
for (const name of failed.filter((name) => results[name].code !== null)) {
  console.log(`\n${name} failed; its whole output is in ${path.join(LOG_DIR, `${name}.log`)}`);
}
process.exit(failed.length > 0 ? 1 : 0);
