/**
 * Lighthouse 12 against the served build, in the system Chromium: every template with the
 * mobile (default, simulated slow 4G and 4x CPU slowdown) and desktop presets, N runs each;
 * the reported run is Lighthouse's own median run (by FCP and TTI), as its docs advise.
 * With `compareUrl`, each run also audits the same path on that other served site, alternating
 * (this site, the other, this site, …), so both meet the same machine load; each result then
 * carries the other site's median as `compare`.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse, { desktopConfig } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import report from './lib/report.cjs';
import chromiumLib from '../lib/chromium.cjs';

const CATEGORIES = /** @type {const} */ (['performance', 'accessibility', 'best-practices', 'seo']);

/**
 * Starts Chromium with a DevTools port for Lighthouse to drive.
 * @returns {Promise<{ port: number, close: () => Promise<void> }>}
 */
async function launchChromium() {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-chromium-'));
  const child = spawn(
    chromiumLib.chromiumExecutable(),
    [
      ...chromiumLib.CHROMIUM_ARGS,
      '--remote-debugging-port=0',
      `--user-data-dir=${userDataDir}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const port = await new Promise((resolve, reject) => {
    let stderr = '';
    const timer = setTimeout(
      () => reject(new Error(`Chromium did not open a DevTools port:\n${stderr}`)),
      30_000,
    );
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
      const match = stderr.match(/DevTools listening on ws:\/\/[^:]+:(\d+)\//);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.on('exit', (code) => reject(new Error(`Chromium exited (${code}):\n${stderr}`)));
  });
  return {
    port,
    close: async () => {
      const exited = new Promise((resolve) => child.on('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      // Chromium's helper processes may still be writing the profile for a moment after it exits:
      // retry, and never lose a finished run's results to a temporary folder.
      try {
        fs.rmSync(userDataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
      } catch (error) {
        console.warn(
          `bench: could not remove ${userDataDir}: ${/** @type {Error} */ (error).message}`,
        );
      }
    },
  };
}

/**
 * Audits that lower a category score (weighted, scored, not passing), e.g. "color-contrast".
 * @param {import('lighthouse').Result} lhr
 * @returns {string[]}
 */
function failedAudits(lhr) {
  const failed = new Set();
  for (const id of ['accessibility', 'best-practices', 'seo']) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1)
        failed.add(`${ref.id}`);
    }
  }
  return [...failed];
}

/**
 * Blocking time by script, the mean over all runs (not only the median run's): which scripts'
 * tasks make up TBT.
 * @param {import('lighthouse').Result[]} lhrs
 */
function blocking(lhrs) {
  return report.meanBlocking(
    lhrs.map((lhr) => {
      const details = /** @type {{ items?: import('./lib/report.cjs').LongTask[] } | undefined} */ (
        lhr.audits['long-tasks']?.details
      );
      return report.blockingByScript(
        details?.items ?? [],
        lhr.audits['first-contentful-paint']?.numericValue ?? 0,
      );
    }),
  );
}

/**
 * One site's runs of a template: Lighthouse's median run's numbers, and the blocking time by
 * script over all runs.
 * @param {import('lighthouse').Result[]} lhrs
 */
function summariseRuns(lhrs) {
  // every run's TBT, lowest and highest: the spread a same-run difference is read against
  const tbts = lhrs.map((lhr) => lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN);
  return {
    ...summarise(computeMedianRun(lhrs)),
    blocking: blocking(lhrs),
    tbtRange: /** @type {[number, number]} */ ([Math.min(...tbts), Math.max(...tbts)]),
  };
}

/**
 * The reported numbers of one median run.
 * @param {import('lighthouse').Result} lhr
 */
function summarise(lhr) {
  const score = (/** @type {string} */ id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const metric = (/** @type {string} */ id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    metrics: {
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      si: metric('speed-index'),
    },
    failedAudits: failedAudits(lhr),
  };
}

/** Lighthouse's trace recording fails now and then on a busy machine (NO_NAVSTART, NO_FCP). */
const ATTEMPTS_PER_RUN = 3;

/**
 * One Lighthouse run of `url`; a run whose trace failed to record is tried again, so that one
 * flaky trace does not throw away the runs already measured.
 * @param {string} url
 * @param {number} port
 * @param {'mobile' | 'desktop'} preset
 * @param {(line: string) => void} log
 * @returns {Promise<import('lighthouse').Result>}
 */
async function auditWithRetries(url, port, preset, log) {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(
      url,
      { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const error = result.lhr.runtimeError;
    if (!error) return result.lhr;
    if (attempt >= ATTEMPTS_PER_RUN)
      throw new Error(`Lighthouse failed on ${url} (${attempt} attempts): ${error.message}`);
    log(
      `lighthouse ${url}: ${error.code ?? 'runtime error'}, trying again (${attempt}/${ATTEMPTS_PER_RUN - 1})`,
    );
  }
}

/**
 * @param {{ baseUrl: string, compareUrl?: string, templates: { id: string, path: string, printable?: boolean }[], runs: number, presets?: ('mobile' | 'desktop')[], log?: (line: string) => void }} options
 * @returns {Promise<import('./lib/report.cjs').LighthouseResult[]>}
 */
export async function runLighthouse({
  baseUrl,
  compareUrl,
  templates,
  runs,
  presets = ['mobile', 'desktop'],
  log = () => {},
}) {
  const chromium = await launchChromium();
  try {
    const results = [];
    for (const template of templates) {
      for (const preset of presets) {
        /** @type {Map<string, import('lighthouse').Result[]>} */
        const lhrs = new Map([[baseUrl, []], ...(compareUrl ? [[compareUrl, []]] : [])]);
        for (let run = 1; run <= runs; run += 1) {
          for (const [origin, list] of lhrs) {
            log(
              `lighthouse ${template.id} ${preset} ${run}/${runs}${compareUrl ? ` ${origin === baseUrl ? 'this build' : 'compare'}` : ''}`,
            );
            list.push(
              await auditWithRetries(`${origin}${template.path}`, chromium.port, preset, log),
            );
          }
        }
        const own = summariseRuns(lhrs.get(baseUrl) ?? []);
        const other = compareUrl ? summariseRuns(lhrs.get(compareUrl) ?? []) : undefined;
        results.push({
          id: template.id,
          path: template.path,
          preset,
          runs,
          printable: Boolean(template.printable),
          ...own,
          ...(other
            ? {
                compare: {
                  url: compareUrl,
                  scores: other.scores,
                  metrics: other.metrics,
                  blocking: other.blocking,
                  tbtRange: other.tbtRange,
                },
              }
            : {}),
        });
      }
    }
    return results;
  } finally {
    await chromium.close();
  }
}
