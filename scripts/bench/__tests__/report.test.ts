import {
  blockingByScript,
  evaluateTargets,
  formatTable,
  meanBlocking,
  median,
  renderReport,
  scriptName,
  type LighthouseResult,
  type Results,
} from '../lib/report.cjs';

const lighthouse = (
  id: string,
  preset: 'mobile' | 'desktop',
  scores: Partial<LighthouseResult['scores']> = {},
  cls = 0,
  printable = false,
): LighthouseResult => ({
  id,
  path: `/${id}/`,
  preset,
  runs: 3,
  printable,
  scores: { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100, ...scores },
  metrics: { fcp: 900, lcp: 1200, tbt: 100, cls, si: 1000 },
  failedAudits: [],
});

const results = (overrides: Partial<Results> = {}): Results => ({
  meta: {
    date: '2026-01-01T00:00:00.000Z',
    commit: 'abc',
    node: 'v20',
    cpus: 2,
    platform: 'linux x64',
    lighthouseRuns: 3,
  },
  build: { cold: { seconds: 40, peakMemoryMB: 1500 }, warm: { seconds: 20, peakMemoryMB: 1200 } },
  pages: [
    {
      id: 'docs',
      label: 'docs page',
      path: '/concepts/entry-points/',
      js: { raw: 500_000, gzip: 149_000, files: [] },
      css: { raw: 80_000, gzip: 17_000, files: [] },
    },
  ],
  output: null,
  searchIndex: null,
  lighthouse: [lighthouse('docs', 'mobile'), lighthouse('docs', 'desktop')],
  load: {
    path: '/concepts/entry-points/',
    requests: 1000,
    concurrency: 16,
    errors: 0,
    seconds: 1,
    requestsPerSecond: 1000,
    p50Ms: 5,
    p99Ms: 20,
    rssBeforeMB: 50,
    rssAfterMB: 60,
  },
  relevance: {
    index: 'build',
    scores: {
      all: { queries: 3, hit1: 0.9, hit3: 0.96, mrr: 0.93 },
      current: { queries: 2, hit1: 0.9, hit3: 0.95, mrr: 0.9 },
      v4: { queries: 1, hit1: 1, hit3: 1, mrr: 1 },
    },
    size: { current: { worstCase: 78_000 }, v4: { worstCase: 70_000 } },
  },
  ...overrides,
});

const byId = (r: Results) => Object.fromEntries(evaluateTargets(r).map((t) => [t.id, t]));

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(() => median([])).toThrow();
  });
});

describe('evaluateTargets', () => {
  it('passes when every value meets its target', () => {
    expect(evaluateTargets(results()).map((t) => t.pass)).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
      true,
      true,
      true,
      true,
      true,
      true,
    ]);
  });

  it('holds search relevance to its targets in each docs version, not only overall', () => {
    const relevance = results().relevance!;
    const t = byId(
      results({
        relevance: {
          ...relevance,
          scores: { ...relevance.scores, v4: { queries: 1, hit1: 0.8, hit3: 0.949, mrr: 0.899 } },
        },
      }),
    );
    expect(t['search-hit3']).toMatchObject({ pass: false, measured: 'current 95.0%, v4 94.9%' });
    expect(t['search-mrr']).toMatchObject({ pass: false, measured: 'current 0.900, v4 0.899' });
    expect(byId(results({ relevance: null }))['search-hit3']).toMatchObject({ pass: null });
  });

  it('fails each target on its own threshold', () => {
    const t = byId(
      results({
        build: { cold: { seconds: 45.1, peakMemoryMB: null }, warm: null },
        pages: [
          {
            id: 'docs',
            label: 'docs page',
            path: '/d/',
            js: { raw: 1, gzip: 150_001, files: [] },
            css: { raw: 1, gzip: 1, files: [] },
          },
        ],
        lighthouse: [
          lighthouse('docs', 'mobile', { performance: 89, accessibility: 98 }, 0.02),
          lighthouse('vote', 'desktop', { 'best-practices': 96, seo: 92 }),
        ],
      }),
    );
    expect(t['docs-first-load-js']).toMatchObject({ pass: false, measured: '150.0 kB' });
    expect(t['cold-build']).toMatchObject({ pass: false, measured: '45.1 s' });
    expect(t['lighthouse-accessibility']).toMatchObject({
      pass: false,
      measured: '98 (docs, mobile)',
    });
    expect(t['lighthouse-best-practices']).toMatchObject({
      pass: false,
      measured: '96 (vote, desktop)',
    });
    expect(t['lighthouse-seo']).toMatchObject({ pass: false });
    expect(t['mobile-performance']).toMatchObject({ pass: false, measured: '89 (docs)' });
    expect(t['mobile-tbt']).toMatchObject({ pass: true, measured: '100 ms' });
    expect(t.cls).toMatchObject({ pass: false, measured: '0.020 (docs, mobile)' });
  });

  it('leaves printable pages out of SEO and rounds CLS as Lighthouse shows it', () => {
    const t = byId(
      results({
        lighthouse: [
          lighthouse('docs', 'mobile', {}, 0.0004),
          lighthouse('printable', 'mobile', { seo: 60 }, 0, true),
        ],
      }),
    );
    expect(t['lighthouse-seo']!.pass).toBe(true);
    expect(t.cls!.pass).toBe(true);
  });

  it('marks targets of skipped stages n/a instead of passing them', () => {
    const t = byId(results({ build: null, lighthouse: null, pages: null }));
    for (const id of [
      'docs-first-load-js',
      'cold-build',
      'lighthouse-accessibility',
      'mobile-performance',
      'mobile-tbt',
      'mobile-lcp',
      'cls',
    ]) {
      expect(t[id]).toMatchObject({ pass: null });
      expect(t[id]!.measured).toMatch(/^n\/a/);
    }
  });
});

describe('formatTable', () => {
  it('aligns columns, numbers to the right', () => {
    expect(
      formatTable(
        ['name', 'size'],
        [
          ['a', '1.0 kB'],
          ['longer', '150.0 kB'],
        ],
      ),
    ).toBe(
      ['name        size', '------  --------', 'a         1.0 kB', 'longer  150.0 kB'].join('\n'),
    );
  });
});

describe('renderReport', () => {
  it('shows every target with its goal, value and verdict first', () => {
    const r = results();
    const text = renderReport(r, evaluateTargets(r));
    expect(text.split('\n')[0]).toBe('Targets');
    expect(text).toMatch(
      /First-load JS, docs page \/concepts\/entry-points\/ \(gzip\)\s+≤ 150\.0 kB\s+149\.0 kB\s+PASS/,
    );
    expect(text).toContain('Search index: n/a');
    expect(text).toMatch(
      /Search relevance .*\n.*\n.*\nall\s+3\s+90\.0%\s+96\.0%\s+0\.930\s*\ncurrent\s+2\s+90\.0%\s+95\.0%\s+0\.900\s+78\.0 kB/,
    );
  });
});

describe('renderReport with --compare', () => {
  it('puts this build and the compared site side by side, with the change', () => {
    const own = lighthouse('docs', 'mobile');
    const withCompare = {
      ...own,
      metrics: { ...own.metrics, tbt: 100 },
      tbtRange: [80, 150] as [number, number],
      compare: {
        url: 'http://127.0.0.1:5001',
        scores: { ...own.scores, performance: 80 },
        metrics: { ...own.metrics, tbt: 400 },
        tbtRange: [310.4, 512.6] as [number, number],
      },
    };
    const out = renderReport(
      results({
        lighthouse: [withCompare],
        compare: { url: 'http://127.0.0.1:5001', pages: results().pages ?? [] },
      }),
      [],
    );
    expect(out).toContain('This build / http://127.0.0.1:5001');
    expect(out).toMatch(
      /docs\s+mobile\s+95 \/ 80\s+100 ms \/ 400 ms \(-75%\)\s+80–150 \/ 310–513 ms\s/,
    );
  });
});

describe('blocking time by script', () => {
  it('names a script by its file without the content hash, and tasks with no script as other', () => {
    expect(scriptName('http://127.0.0.1:3000/assets/js/main.5b777d94.js')).toBe('main');
    expect(scriptName('http://127.0.0.1:3000/assets/js/runtime~main.98b2cebd.js?v=1')).toBe(
      'runtime~main',
    );
    expect(scriptName('http://127.0.0.1:3000/assets/js/8510.cc2908fd.js')).toBe('8510');
    expect(scriptName('Unattributable')).toBe('other');
    expect(scriptName('')).toBe('other');
    expect(scriptName(undefined)).toBe('other');
  });

  it('adds each long task after FCP to its script, only its time over 50 ms', () => {
    const tasks = [
      { url: '/assets/js/main.5b777d94.js', startTime: 600, duration: 300 }, // before FCP: TBT leaves it out
      { url: '/assets/js/main.5b777d94.js', startTime: 1800, duration: 180 },
      { url: '/assets/js/main.5b777d94.js', startTime: 2100, duration: 70 },
      { url: '/assets/js/8510.cc2908fd.js', startTime: 2300, duration: 50 }, // not over 50 ms
      { url: 'Unattributable', startTime: 1200, duration: 90 },
    ];
    expect(blockingByScript(tasks, 920)).toEqual({ main: 150, other: 40 });
    expect(blockingByScript([], 920)).toEqual({});
  });

  it('averages over all runs, a run without a script counting 0, largest first', () => {
    expect(
      meanBlocking([{ main: 200, other: 30 }, { main: 100 }, { main: 150, other: 0, '8510': 9 }]),
    ).toEqual([
      ['main', 150],
      ['other', 10],
      ['8510', 3],
    ]);
    expect(meanBlocking([])).toEqual([]);
  });

  it('shows this build’s and the compared site’s scripts in the report', () => {
    const own = {
      ...lighthouse('docs', 'mobile'),
      blocking: [
        ['main', 216],
        ['other', 23],
      ] as [string, number][],
    };
    const withCompare = {
      ...own,
      compare: {
        url: 'http://127.0.0.1:5001',
        scores: own.scores,
        metrics: own.metrics,
        blocking: [
          ['main', 222],
          ['_lighthouse-eval.js', 84],
        ] as [string, number][],
      },
    };
    const out = renderReport(results({ lighthouse: [withCompare] }), []);
    expect(out).toContain('Blocking time by script, ms (mean of 3 runs');
    expect(out).toMatch(/docs\s+mobile\s+main 216, other 23\s+main 222, _lighthouse-eval\.js 84/);
    expect(renderReport(results(), [])).not.toContain('Blocking time by script');
  });
});
