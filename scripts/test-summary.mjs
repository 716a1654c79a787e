#!/usr/bin/env node
// Prints the closing lines for CI from the Jest JSON reports that `npm test` writes: each failed
// test with the start of its error (CI shows only the end of a run's output, and the stages'
// logs stay on its machine), then "tests: N passed, N failed" (plus skipped), summed over the
// unit/content, gates and browser runs.
import fs from 'node:fs';
import path from 'node:path';

const reports = [
  'test-results/unit.json',
  'test-results/gates.json',
  'test-results/e2e.json',
].filter((file) => fs.existsSync(file));
const ERROR_LINES = 12;
// Jest's messages carry terminal colours; a log file shows them as noise.
// eslint-disable-next-line no-control-regex
const plain = (text) => text.replace(/\u001b\[[0-9;]*m/g, '');
const excerpt = (text) =>
  plain(text)
    .split('\n')
    .filter((line) => line.trim())
    .slice(0, ERROR_LINES)
    .map((line) => `    ${line}`)
    .join('\n');

let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of reports) {
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  for (const suite of report.testResults) {
    const where = path.relative(process.cwd(), suite.name);
    const failedTests = suite.assertionResults.filter((test) => test.status === 'failed');
    for (const test of failedTests) {
      console.log(
        `FAILED ${where} › ${test.fullName}\n${excerpt(test.failureMessages.join('\n'))}`,
      );
    }
    // A suite that failed outside its tests (a syntax error, a failed beforeAll) has only a message.
    if (suite.status === 'failed' && failedTests.length === 0) {
      console.log(`FAILED ${where}\n${excerpt(suite.message)}`);
    }
  }
}
console.log(`reports: ${reports.join(', ') || 'none'}`);
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
