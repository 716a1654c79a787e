#!/usr/bin/env node
/**
 * `npm run bench`: how fast the site builds and how heavy and fast its pages are.
 *
 *   1. cold and warm production build: wall time and peak memory (build and its children);
 *   2. first-load JS and CSS of each page template as a browser loads it, raw and gzip;
 *   3. total output size and the search index's files (one request each), if any;
 *   4. Lighthouse 12, mobile and desktop presets, median of N runs, build served gzipped;
 *   5. a bounded load test of scripts/serve.mjs on the docs page: requests/s, p99, RSS before and after;
 *   6. search relevance: the queries of plugins/local-search/relevance/*.json against the build's index,
 *      hit@1, hit@3 and MRR per docs version (scripts/bench/relevance.ts, which also runs on its own);
 *   7. saving each docs version for offline reading on Lighthouse's mobile throttling: bytes and time.
 *
 * Writes bench/results.json and prints the targets beside the measured values.
 * Options (or environment):
 *   --skip-build        (BENCH_SKIP_BUILD=1)      measure the existing build/ instead of building twice
 *   --runs=N            (BENCH_LIGHTHOUSE_RUNS=N) Lighthouse runs per template and preset (default 3; 0 skips)
 *   --skip-lighthouse                             same as --runs=0
 *   --skip-load                                   no load test
 *   --skip-offline                                no offline save (about a minute per docs version)
 *   --relevance-only                              only step 6, on the existing build/ (seconds)
 *   --strict                                      exit 1 when a target is missed
 *   --compare=URL                                 also measure another served site (e.g. the previous build:
 *                                                 `BUILD_DIR=/tmp/before-build PORT=5001 node scripts/serve.mjs`)
 *                                                 in the same run, Lighthouse runs alternating, reported side by side
 *   --presets=mobile[,desktop]                    Lighthouse presets (default both)
 *   --templates=home,docs,…                       only these templates (default all five)
 */
import { execFileSync, execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { requireBuild, serveOnFreePort } from '../serve.mjs';
import { timeBuild } from './build.mjs';
import { runLoadTest } from './load.mjs';
import { runLighthouse } from './lighthouse.mjs';
import { measurePageWeights } from './page-weight.mjs';
import { measureOfflineSave } from './offline-save.mjs';
import output from './lib/output.cjs';
import report from './lib/report.cjs';
import templatesLib from './lib/templates.cjs';
import firstLoadLib from './lib/first-load.cjs';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const buildDir = path.resolve(siteDir, process.env.BUILD_DIR ?? 'build');
const resultsFile = path.join(siteDir, 'bench/results.json');

const args = process.argv.slice(2);
const flag = (/** @type {string} */ name) => args.includes(`--${name}`);
const option = (/** @type {string} */ name) =>
  args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const relevanceOnly = flag('relevance-only');
const skipBuild = relevanceOnly || flag('skip-build') || process.env.BENCH_SKIP_BUILD === '1';
const runs = flag('skip-lighthouse')
  ? 0
  : Number(option('runs') ?? process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
if (!Number.isInteger(runs) || runs < 0) {
  console.error(
    `--runs must be a whole number ≥ 0 (got "${option('runs') ?? process.env.BENCH_LIGHTHOUSE_RUNS}").`,
  );
  process.exit(2);
}

const compareUrl = option('compare')?.replace(/\/+$/, '');
if (compareUrl !== undefined && !/^https?:\/\/[^/]+$/.test(compareUrl)) {
  console.error(
    `--compare takes the origin of a served site, e.g. http://127.0.0.1:5001 (got "${compareUrl}").`,
  );
  process.exit(2);
}
const presets = /** @type {('mobile' | 'desktop')[]} */ (
  (option('presets') ?? 'mobile,desktop').split(',')
);
if (presets.some((preset) => preset !== 'mobile' && preset !== 'desktop')) {
  console.error(`--presets takes mobile and/or desktop (got "${option('presets')}").`);
  process.exit(2);
}
const onlyTemplates = option('templates')?.split(',');

const started = Date.now();
const log = (/** @type {string} */ line) =>
  console.log(`[bench ${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${line}`);
const commit = (() => {
  try {
    return execSync('git rev-parse --short HEAD', {
      cwd: siteDir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return null;
  }
})();

/** @type {import('./lib/report.cjs').Results} */
const results = {
  meta: {
    date: new Date().toISOString(),
    commit,
    node: process.version,
    cpus: os.cpus().length,
    platform: `${os.platform()} ${os.arch()}`,
    lighthouseRuns: runs,
    load: os.loadavg().map((value) => Number(value.toFixed(2))),
  },
  build: null,
  pages: null,
  output: null,
  searchIndex: null,
  lighthouse: null,
  compare: null,
  load: null,
  offlineSave: null,
  relevance: null,
};

/** Step 6: scripts/bench/relevance.ts (TypeScript, as it runs the search client's own code) through ts-node. */
function measureRelevance() {
  const output = execFileSync(
    process.execPath,
    [
      path.join(siteDir, 'node_modules/ts-node/dist/bin.js'),
      '--project',
      path.join(siteDir, 'scripts/tsconfig.json'),
      path.join(siteDir, 'scripts/bench/relevance.ts'),
      '--json',
    ],
    {
      cwd: siteDir,
      encoding: 'utf8',
      env: { ...process.env, BUILD_DIR: buildDir },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  // the per-query misses stay with `relevance.ts --misses`; results.json keeps the scores and sizes
  const relevance = JSON.parse(output);
  delete relevance.misses;
  return relevance;
}

if (!skipBuild) {
  const cold = await timeBuild({ siteDir, cold: true, log });
  log(`cold build: ${cold.seconds.toFixed(1)} s`);
  const warm = await timeBuild({ siteDir, cold: false, log });
  log(`warm build: ${warm.seconds.toFixed(1)} s`);
  results.build = { cold, warm };
}
requireBuild(buildDir, 'run `npm run build` first or drop --skip-build');

if (relevanceOnly) {
  log('search relevance');
  results.searchIndex = output.searchIndex(buildDir);
  results.relevance = measureRelevance();
  const targets = report
    .evaluateTargets(results)
    .filter((target) => target.id.startsWith('search-'));
  console.log(`\n${report.renderReport(results, targets)}\n`);
  if (flag('strict') && targets.some((target) => target.pass === false)) process.exit(1);
  process.exit(0);
}

const templates = templatesLib
  .benchTemplates(buildDir)
  .filter((template) => !onlyTemplates || onlyTemplates.includes(template.id));
if (templates.length === 0) {
  console.error(
    `--templates matched none of ${templatesLib
      .benchTemplates(buildDir)
      .map((t) => t.id)
      .join(', ')}.`,
  );
  process.exit(2);
}
const { server, baseUrl } = await serveOnFreePort(buildDir);
try {
  log('first-load weight per template');
  // Chunks that load only once the page is idle (IDLE_CHUNKS) are not first-load weight.
  const idle = firstLoadLib.chunkFiles(
    firstLoadLib.readRouteData(siteDir).manifest,
    firstLoadLib.IDLE_CHUNKS,
  ).js;
  results.pages = await measurePageWeights({ baseUrl, templates, exclude: idle });
  if (compareUrl) {
    log(`first-load weight per template, ${compareUrl}`);
    results.compare = {
      url: compareUrl,
      pages: await measurePageWeights({ baseUrl: compareUrl, templates }),
    };
  }
  results.output = output.outputSize(buildDir);
  results.searchIndex = output.searchIndex(buildDir);
  if (runs > 0) {
    results.lighthouse = await runLighthouse({
      baseUrl,
      compareUrl,
      templates,
      runs,
      presets,
      log,
    });
  }
  if (!flag('skip-offline')) results.offlineSave = await measureOfflineSave({ baseUrl, log });
} finally {
  server.close();
}
if (!flag('skip-load')) {
  log(`load test: ${templatesLib.DOCS_PAGE}`);
  results.load = await runLoadTest({ siteDir, buildDir, path: templatesLib.DOCS_PAGE });
}

log('search relevance');
results.relevance = measureRelevance();

const targets = report.evaluateTargets(results);
results.targets = targets;
fs.mkdirSync(path.dirname(resultsFile), { recursive: true });
fs.writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
log(`done; results in ${path.relative(siteDir, resultsFile)}`);
console.log(`\n${report.renderReport(results, targets)}\n`);
if (flag('strict') && targets.some((target) => target.pass === false)) process.exit(1);
