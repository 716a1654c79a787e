/**
 * Issue #33 — search relevance: the benchmark queries of plugins/local-search/relevance/*.json,
 * run through the real search client against the production build's index (build/search/ for
 * webpack 5, build/search/v4/ for webpack 4), keep hit@3 and MRR above a floor for each docs
 * version. `npm run bench` prints the same numbers; `--misses` in scripts/bench/relevance.ts lists
 * the queries that fall short.
 */
import path from 'node:path';
import {
  openBuiltIndex,
  pageOf,
  readRelevanceCases,
  RELEVANCE_DIR,
  runRelevance,
  scoreByScope,
  type CaseOutcome,
} from '../../plugins/local-search/lib/relevance';
import { scopeOfUrl } from '../../plugins/local-search/lib/scopes';
import { TARGETS } from '../../scripts/bench/lib/report.cjs';
import { BUILD_DIR, SITE_DIR } from './build';

/** The floor each docs version keeps: issue #33's targets, which `npm run bench` reports against. */
const RELEVANCE_FLOOR = { hit3: TARGETS.searchHit3, mrr: TARGETS.searchMrr };

const cases = readRelevanceCases(path.join(SITE_DIR, RELEVANCE_DIR));
const { scopes, clientFor } = openBuiltIndex(BUILD_DIR);
let outcomes: CaseOutcome[] = [];

beforeAll(async () => {
  outcomes = await runRelevance(cases, scopes, clientFor);
});

describe('search relevance benchmark', () => {
  it('has at least 100 queries, each expecting pages of the index it searches', async () => {
    expect(cases.length).toBeGreaterThanOrEqual(100);
    const indexed = new Map<string, Set<string>>();
    for (const scope of scopes) {
      const manifest = await clientFor(scope).open();
      indexed.set(scope.label, new Set(manifest.docs.map(([url]) => pageOf(url))));
    }
    const wrong = cases.flatMap((c) => {
      const scope = scopeOfUrl(c.from ?? '/', scopes).label;
      return c.expect
        .filter((url) => !indexed.get(scope)!.has(pageOf(url)))
        .map((url) => `${c.file}: "${c.query}" expects ${url}, not a page of the ${scope} index`);
    });
    expect(wrong).toEqual([]);
  });

  it.each(scopes.map((scope) => scope.label))(
    `keeps hit@3 ≥ ${RELEVANCE_FLOOR.hit3} and MRR ≥ ${RELEVANCE_FLOOR.mrr} for the %s docs`,
    (label) => {
      const own = outcomes.filter((o) => o.scope === label);
      expect(own.length).toBeGreaterThan(0);
      const score = scoreByScope(own)[label]!;
      const misses = own
        .filter((o) => o.rank === null || o.rank > 3)
        .map(
          (o) =>
            `  "${o.case.query}": ${o.rank ?? 'not found'} (got ${o.results.slice(0, 3).join(', ')})`,
        );
      const report = `${label}: hit@1 ${score.hit1.toFixed(3)}, hit@3 ${score.hit3.toFixed(3)}, MRR ${score.mrr.toFixed(3)} over ${score.queries} queries\n${misses.join('\n')}`;
      if (score.hit3 < RELEVANCE_FLOOR.hit3 || score.mrr < RELEVANCE_FLOOR.mrr)
        throw new Error(`Search relevance below the floor:\n${report}`);
    },
  );
});
