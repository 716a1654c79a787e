#!/usr/bin/env node
/**
 * `npm test`: every check, in three phases, with the time of each stage printed at the end.
 *
 *   1. typecheck, lint and the production build, side by side (the build is the longest stage and
 *      waits on disk and on one thread for long stretches);
 *   2. the unit and content tests beside the gates over the build;
 *   3. the browser tests, alone, so that no other stage competes with the pages they time out on.
 *
 * Each stage's output is streamed with its name in front and kept in test-results/logs/<stage>.log.
 * A failed stage does not stop the others of its phase, but no later phase starts: the run ends
 * with the table and exit code 1. `--only=a,b` runs just the named stages (their phases in order).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const PHASES = [['typecheck', 'lint', 'build'], ['unit', 'gates'], ['e2e']];
const COMMANDS = {
  typecheck: ['npm', ['run', '--silent', 'typecheck']],
  lint: ['npm', ['run', '--silent', 'lint']],
  build: ['npm', ['run', '--silent', 'build']],
  unit: ['npm', ['run', '--silent', 'test:unit']],
  gates: ['npm', ['run', '--silent', 'test:gates']],
  e2e: ['npm', ['run', '--silent', 'test:e2e']],
};

const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
const wanted = only ? new Set(only.split(',')) : null;
for (const name of wanted ?? []) {
  if (!(name in COMMANDS)) {
    console.error(`test: unknown stage "${name}" (stages: ${Object.keys(COMMANDS).join(', ')})`);
    process.exit(2);
  }
}

const LOG_DIR = path.join('test-results', 'logs');
fs.mkdirSync(LOG_DIR, { recursive: true });
const width = Math.max(...Object.keys(COMMANDS).map((name) => name.length));

/** Runs one stage; resolves to its result once it exits. */
function run(name) {
  const [command, args] = COMMANDS[name];
  const started = Date.now();
  const log = fs.createWriteStream(path.join(LOG_DIR, `${name}.log`));
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
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
  return new Promise((resolve) => {
    child.on('error', (error) => resolve({ name, code: 1, seconds: 0, error }));
    child.on('close', (code, signal) => {
      log.end();
      resolve({ name, code: code ?? (signal ? 1 : 0), seconds: (Date.now() - started) / 1000 });
    });
  });
}

const results = [];
const started = Date.now();
for (const phase of PHASES) {
  const stages = phase.filter((name) => !wanted || wanted.has(name));
  if (stages.length === 0) continue;
  results.push(...(await Promise.all(stages.map(run))));
  if (results.some((result) => result.code !== 0)) break;
}

const total = (Date.now() - started) / 1000;
const format = (seconds) => {
  // rounded first: 1319.7 s is 22:00, not 21:60
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};
console.log('\nstage times (m:ss; stages of one phase run side by side)');
for (const phase of PHASES) {
  for (const name of phase) {
    const result = results.find((r) => r.name === name);
    const status = !result ? 'not run' : result.code === 0 ? 'ok' : `FAILED (exit ${result.code})`;
    console.log(`  ${name.padEnd(width)}  ${result ? format(result.seconds) : '   -'}  ${status}`);
  }
}
console.log(`  ${'total'.padEnd(width)}  ${format(total)}`);
const failed = results.filter((result) => result.code !== 0);
for (const result of failed) {
  console.log(
    `\n${result.name} failed; its whole output is in ${path.join(LOG_DIR, `${result.name}.log`)}`,
  );
}
process.exit(failed.length > 0 ? 1 : 0);
