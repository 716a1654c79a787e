/**
 * The bounded load test's numbers (scripts/bench/load.mjs): pure functions over what it recorded.
 *
 * @typedef {{ path: string, requests: number, concurrency: number, errors: number, seconds: number,
 *   requestsPerSecond: number, p50Ms: number, p99Ms: number, rssBeforeMB: number | null, rssAfterMB: number | null }} LoadResult
 */

/**
 * Nearest-rank percentile of a list of numbers (not necessarily sorted).
 * @param {number[]} values @param {number} p 0–100 @returns {number}
 */
function percentile(values, p) {
  if (values.length === 0) throw new Error('percentile of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return /** @type {number} */ (sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]);
}

/**
 * @param {{ path: string, concurrency: number, latenciesMs: number[], errors: number, seconds: number,
 *   rssBeforeBytes: number | null, rssAfterBytes: number | null }} run
 * @returns {LoadResult}
 */
function summarizeLoad(run) {
  const requests = run.latenciesMs.length + run.errors;
  const mb = (/** @type {number | null} */ bytes) => (bytes === null ? null : bytes / 1024 / 1024);
  return {
    path: run.path,
    requests,
    concurrency: run.concurrency,
    errors: run.errors,
    seconds: run.seconds,
    requestsPerSecond: requests / run.seconds,
    p50Ms: run.latenciesMs.length ? percentile(run.latenciesMs, 50) : NaN,
    p99Ms: run.latenciesMs.length ? percentile(run.latenciesMs, 99) : NaN,
    rssBeforeMB: mb(run.rssBeforeBytes),
    rssAfterMB: mb(run.rssAfterBytes),
  };
}

/**
 * The load row of the bench table.
 * @param {LoadResult | null | undefined} load
 * @returns {{ id: string, label: string, goal: string, measured: string, pass: boolean | null }}
 */
function loadTarget(load) {
  const label = 'Server under load, docs page (scripts/serve.mjs)';
  if (!load)
    return {
      id: 'server-load',
      label,
      goal: '0 errors',
      measured: 'n/a (load test skipped)',
      pass: null,
    };
  const rss =
    load.rssBeforeMB === null || load.rssAfterMB === null
      ? 'RSS n/a'
      : `RSS ${load.rssBeforeMB.toFixed(0)} → ${load.rssAfterMB.toFixed(0)} MB`;
  return {
    id: 'server-load',
    label,
    goal: '0 errors',
    measured: `${Math.round(load.requestsPerSecond)} req/s, p99 ${load.p99Ms.toFixed(1)} ms, ${rss}, ${load.errors} errors / ${load.requests}`,
    pass: load.errors === 0,
  };
}

module.exports = { percentile, summarizeLoad, loadTarget };
