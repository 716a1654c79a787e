#!/usr/bin/env node
// Prints one closing line for CI from the Jest JSON reports that `npm test` writes:
// "tests: N passed, N failed" (plus skipped), summed over the unit/content, gates and browser runs.
import fs from 'node:fs';

const reports = [
  'test-results/unit.json',
  'test-results/gates.json',
  'test-results/e2e.json',
].filter((file) => fs.existsSync(file));
let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of reports) {
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + (report.numTodoTests ?? 0);
}
console.log(`reports: ${reports.join(', ') || 'none'}`);
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
