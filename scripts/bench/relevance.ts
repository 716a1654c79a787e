/**
 * Search relevance: runs the benchmark queries of plugins/local-search/relevance/*.json through the
 * search client against the production build's index and prints hit@1, hit@3 and MRR per docs
 * version, with the index size (what one search may download, gzipped). `npm run bench` runs it
 * (with --json) and reports the numbers; on its own:
 *
 *   npx ts-node --project scripts/tsconfig.json scripts/bench/relevance.ts [options]
 *     --rebuild   index the build's HTML again in memory with the current plugins/local-search/lib
 *                 (to measure a ranking or indexing change without a new site build)
 *     --misses    list every query whose expected page is not first, with what came instead
 *     --json      print the numbers as JSON only
 *   BUILD_DIR=… measures another build folder (default build/).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { contentModel } from '../../plugins/content-model/lib/model';
import { sectionLabel } from '../../plugins/content-model/lib/sections';
import { readSearchDocuments } from '../../plugins/local-search/index';
import { searchCost, type SearchCost } from '../../plugins/local-search/lib/budget';
import { buildIndex } from '../../plugins/local-search/lib/buildIndex';
import { createSearchClient, type SearchClient } from '../../plugins/local-search/lib/client';
import { searchPages } from '../../plugins/local-search/lib/pages';
import {
  openBuiltIndex,
  readRelevanceCases,
  RELEVANCE_DIR,
  runRelevance,
  scoreByScope,
  type CaseOutcome,
  type RelevanceScore,
} from '../../plugins/local-search/lib/relevance';
import { groupByScope, scopeDir, type SearchScope } from '../../plugins/local-search/lib/scopes';

const siteDir = path.resolve(__dirname, '../..');
const buildDir = path.resolve(siteDir, process.env.BUILD_DIR ?? 'build');
const args = process.argv.slice(2);
const rebuild = args.includes('--rebuild');

export interface RelevanceReport {
  /** 'build' (the index in build/search) or 'rebuild' (indexed again in memory from the build's HTML). */
  index: 'build' | 'rebuild';
  scores: Record<string, RelevanceScore>;
  /** Per scope: what one search may download, gzipped. */
  size: Record<string, SearchCost>;
  misses: { query: string; from?: string; expect: string[]; rank: number | null; got: string[] }[];
}

const gzipSize = (content: string | Buffer) => zlib.gzipSync(content, { level: 9 }).length;

function filesUnder(dir: string, skip: (name: string) => boolean): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory())
      return skip(entry.name)
        ? []
        : filesUnder(path.join(dir, entry.name), () => false).map((f) => `${entry.name}/${f}`);
    return [entry.name];
  });
}

async function main() {
  const built = openBuiltIndex(buildDir);
  const { scopes } = built;
  const clients = new Map<SearchScope, SearchClient>();
  const size: Record<string, SearchCost> = {};

  if (rebuild) {
    const pages = searchPages(contentModel(siteDir), sectionLabel);
    const documents = readSearchDocuments(buildDir, '/', pages);
    for (const [scope, scopeDocuments] of groupByScope(documents, scopes)) {
      const index = buildIndex(scopeDocuments);
      const files = new Map(index.files.map((file) => [file.path, file.content]));
      size[scope.label] = searchCost(
        index.files.map((file) => ({ path: file.path, bytes: gzipSize(file.content) })),
      );
      clients.set(
        scope,
        createSearchClient('', async (file) => JSON.parse(files.get(file) ?? 'null')),
      );
    }
  } else {
    for (const scope of scopes) {
      const dir = path.join(buildDir, scopeDir(scope));
      const nested = new Set(scopes.filter((s) => s !== scope).map((s) => s.path));
      size[scope.label] = searchCost(
        filesUnder(dir, (name) => nested.has(name)).map((file) => ({
          path: file,
          bytes: gzipSize(fs.readFileSync(path.join(dir, file))),
        })),
      );
      clients.set(scope, built.clientFor(scope));
    }
  }

  const cases = readRelevanceCases(path.join(siteDir, RELEVANCE_DIR));
  const outcomes: CaseOutcome[] = await runRelevance(cases, scopes, (scope) => clients.get(scope)!);
  const report: RelevanceReport = {
    index: rebuild ? 'rebuild' : 'build',
    scores: scoreByScope(outcomes),
    size,
    misses: outcomes
      .filter((o) => o.rank !== 1)
      .map((o) => ({
        query: o.case.query,
        ...(o.case.from ? { from: o.case.from } : {}),
        expect: o.case.expect,
        rank: o.rank,
        got: o.results.slice(0, 3),
      })),
  };

  if (args.includes('--json')) {
    console.log(JSON.stringify(report));
    return;
  }
  const pct = (value: number) => `${(value * 100).toFixed(1)}%`;
  console.log(`Search relevance (${cases.length} queries, index: ${report.index})`);
  for (const [scope, s] of Object.entries(report.scores)) {
    const cost = size[scope];
    console.log(
      `  ${scope.padEnd(8)} ${String(s.queries).padStart(4)} queries  hit@1 ${pct(s.hit1).padStart(6)}  ` +
        `hit@3 ${pct(s.hit3).padStart(6)}  MRR ${s.mrr.toFixed(3)}` +
        (cost
          ? `  index: manifest ${cost.manifest} B, largest shard ${cost.largestShard} B, ` +
            `one search ≤ ${(cost.worstCase / 1024).toFixed(1)} KB gzipped`
          : ''),
    );
  }
  if (args.includes('--misses')) {
    for (const miss of report.misses) {
      console.log(
        `  ${miss.rank === null ? 'MISS' : `#${miss.rank}  `} ${JSON.stringify(miss.query)}` +
          `${miss.from ? ` (from ${miss.from})` : ''} → want ${miss.expect.join(' | ')}; got ${miss.got.join(', ')}`,
      );
    }
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
