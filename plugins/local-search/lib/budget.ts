/**
 * What one search can download at most, from the sizes of the built index
 * files. The client loads the manifest, at most MAX_SHARDS_PER_SEARCH term
 * shards and at most MAX_RESULTS text parts per query, so the manifest plus
 * the largest shards plus the largest parts bounds every search.
 */
import { MAX_RESULTS, MAX_SHARDS_PER_SEARCH, SEARCH_BUDGET_BYTES } from './constants';

export interface SizedFile {
  path: string;
  bytes: number;
}

export interface SearchCost {
  manifest: number;
  largestShard: number;
  largestPart: number;
  shardCount: number;
  partCount: number;
  /** Upper bound on the bytes one search downloads from a cold cache. */
  worstCase: number;
}

const largest = (files: SizedFile[], count: number) =>
  files
    .map((file) => file.bytes)
    .sort((a, b) => b - a)
    .slice(0, count)
    .reduce((sum, bytes) => sum + bytes, 0);

export function searchCost(files: readonly SizedFile[]): SearchCost {
  const manifest = files.find((file) => file.path === 'manifest.json');
  if (!manifest) throw new Error('The search index has no manifest.json.');
  const shards = files.filter((file) => /(^|\/)terms-\d+\.json$/.test(file.path));
  const parts = files.filter((file) => /(^|\/)text-\d+-\d+\.json$/.test(file.path));
  return {
    manifest: manifest.bytes,
    largestShard: largest(shards, 1),
    largestPart: largest(parts, 1),
    shardCount: shards.length,
    partCount: parts.length,
    worstCase:
      manifest.bytes + largest(shards, MAX_SHARDS_PER_SEARCH) + largest(parts, MAX_RESULTS),
  };
}

/** Throws when one search could download more than the budget. */
export function assertWithinBudget(cost: SearchCost, budget = SEARCH_BUDGET_BYTES): void {
  if (cost.worstCase > budget) {
    throw new Error(
      `The search index breaks its size budget: one search can download ${cost.worstCase} bytes gzipped ` +
        `(manifest ${cost.manifest}, largest shard ${cost.largestShard}, largest text part ${cost.largestPart}), ` +
        `more than ${budget}. Lower SHARD_TARGET_BYTES or PART_TARGET_CHARS in plugins/local-search/lib/constants.ts.`,
    );
  }
}
