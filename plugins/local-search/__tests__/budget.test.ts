import { assertWithinBudget, searchCost } from '../lib/budget';
import { MAX_RESULTS, MAX_SHARDS_PER_SEARCH } from '../lib/constants';

const files = [
  { path: 'manifest.json', bytes: 1000 },
  ...Array.from({ length: 10 }, (_, i) => ({ path: `abc/terms-${i}.json`, bytes: 100 * (i + 1) })),
  ...Array.from({ length: 20 }, (_, i) => ({ path: `abc/text-${i}-0.json`, bytes: 10 * (i + 1) })),
];

describe('searchCost', () => {
  it('bounds a search by the manifest, the largest shards and the largest text parts it may load', () => {
    const cost = searchCost(files);
    const shards = [1000, 900, 800, 700, 600, 500, 400, 300]
      .slice(0, MAX_SHARDS_PER_SEARCH)
      .reduce((a, b) => a + b, 0);
    const parts = Array.from({ length: MAX_RESULTS }, (_, i) => 10 * (20 - i)).reduce(
      (a, b) => a + b,
      0,
    );
    expect(cost).toEqual({
      manifest: 1000,
      largestShard: 1000,
      largestPart: 200,
      shardCount: 10,
      partCount: 20,
      worstCase: 1000 + shards + parts,
    });
  });

  it('needs a manifest', () => {
    expect(() => searchCost(files.slice(1))).toThrow('no manifest.json');
  });
});

describe('assertWithinBudget', () => {
  it('passes within the budget and names the sizes when over it', () => {
    const cost = searchCost(files);
    expect(() => assertWithinBudget(cost, cost.worstCase)).not.toThrow();
    expect(() => assertWithinBudget(cost, cost.worstCase - 1)).toThrow(
      /one search can download \d+ bytes gzipped \(manifest 1000, largest shard 1000/,
    );
  });
});
