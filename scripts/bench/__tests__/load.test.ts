/** Issue #20 — the bench's bounded load test: its numbers and its row in the bench table. */
import { loadTarget, percentile, summarizeLoad } from '../lib/load.cjs';
import { evaluateTargets, renderReport, type Results } from '../lib/report.cjs';

describe('percentile', () => {
  it('is the nearest-rank value', () => {
    const values = Array.from({ length: 100 }, (_v, i) => 100 - i);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile([7], 99)).toBe(7);
    expect(() => percentile([], 99)).toThrow();
  });
});

describe('summarizeLoad', () => {
  it('counts failed requests, rates requests per second and converts memory to MB', () => {
    const result = summarizeLoad({
      path: '/concepts/entry-points/',
      concurrency: 4,
      latenciesMs: [1, 2, 3, 40],
      errors: 1,
      seconds: 0.5,
      rssBeforeBytes: 50 * 1024 * 1024,
      rssAfterBytes: 64 * 1024 * 1024,
    });
    expect(result).toMatchObject({
      requests: 5,
      errors: 1,
      requestsPerSecond: 10,
      p99Ms: 40,
      p50Ms: 2,
      rssBeforeMB: 50,
      rssAfterMB: 64,
    });
  });
});

describe('the load row of the bench table', () => {
  const load = summarizeLoad({
    path: '/concepts/entry-points/',
    concurrency: 16,
    latenciesMs: [2, 4, 9],
    errors: 0,
    seconds: 0.003,
    rssBeforeBytes: 48 * 1024 * 1024,
    rssAfterBytes: 99 * 1024 * 1024,
  });

  it('shows requests/s, p99 and RSS before and after, and fails on any error', () => {
    expect(loadTarget(load)).toMatchObject({
      pass: true,
      measured: '1000 req/s, p99 9.0 ms, RSS 48 → 99 MB, 0 errors / 3',
    });
    expect(loadTarget({ ...load, errors: 2 }).pass).toBe(false);
    expect(loadTarget(null).pass).toBeNull();
  });

  it('is printed in the targets table', () => {
    const results = {
      meta: { date: '', commit: null, node: 'v20', cpus: 2, platform: 'linux', lighthouseRuns: 0 },
      build: null,
      pages: null,
      output: null,
      searchIndex: null,
      lighthouse: null,
      load,
    } as Results;
    expect(renderReport(results, evaluateTargets(results))).toMatch(
      /Server under load, docs page .*1000 req\/s, p99 9\.0 ms.*PASS/,
    );
  });
});
