import {
  amountOf,
  formatAmount,
  initialAmountType,
  initials,
  LATEST_LIMIT,
  MONTHLY_CHANCE,
  RANK_ORDER,
  RANKS,
  rankOf,
  supportersByRank,
  thresholds,
  validateSupportersFile,
  type Supporter,
} from '../supporters';

const supporter = (
  name: string,
  totalDonations: number,
  monthlyDonations: number,
  firstDonation: string | null = null,
): Supporter => ({
  slug: name.toLowerCase().replace(/\s+/g, '-'),
  name,
  website: null,
  avatar: null,
  totalDonations,
  monthlyDonations,
  firstDonation,
  sample: true,
});

describe('rank table', () => {
  it('lists the six ranks in page order', () => {
    expect(RANK_ORDER).toEqual(['latest', 'platinum', 'gold', 'silver', 'bronze', 'backer']);
    expect(Object.keys(RANKS).sort()).toEqual([...RANK_ORDER].sort());
  });

  it('has yearly ranges that meet without gaps or overlaps, from 0 to infinity', () => {
    const ranges = (['backer', 'bronze', 'silver', 'gold', 'platinum'] as const).map(
      (rank) => RANKS[rank].yearly!,
    );
    expect(ranges[0]!.min).toBe(0);
    expect(ranges.at(-1)!.max).toBe(Infinity);
    for (let i = 1; i < ranges.length; i += 1) expect(ranges[i]!.min).toBe(ranges[i - 1]!.max);
    expect(RANKS.latest.yearly).toBeNull();
  });

  it('gives bigger avatars to higher ranks', () => {
    const sizes = (['platinum', 'gold', 'silver', 'bronze', 'backer'] as const).map(
      (rank) => RANKS[rank].avatarSize,
    );
    expect([...sizes].sort((a, b) => b - a)).toEqual(sizes);
  });

  it.each([
    [50_000, 'platinum'],
    [49_999.99, 'gold'],
    [10_000, 'gold'],
    [9_999, 'silver'],
    [2_000, 'silver'],
    [1_999, 'bronze'],
    [200, 'bronze'],
    [199.99, 'backer'],
    [0.01, 'backer'],
  ] as const)('ranks a yearly total of %p as %s', (amount, rank) => {
    expect(rankOf(amount, 'total')).toBe(rank);
  });

  it('divides the thresholds by 12 for monthly amounts', () => {
    expect(thresholds('gold', 'monthly')).toEqual({ min: 10_000 / 12, max: 50_000 / 12 });
    expect(rankOf(50_000 / 12, 'monthly')).toBe('platinum');
    expect(rankOf(50_000 / 12 - 0.01, 'monthly')).toBe('gold');
    expect(rankOf(16.67, 'monthly')).toBe('bronze');
    expect(rankOf(16.66, 'monthly')).toBe('backer');
    expect(thresholds('latest', 'monthly')).toBeNull();
  });

  it('ranks nothing given as no rank at all', () => {
    expect(rankOf(0, 'total')).toBeNull();
    expect(rankOf(-5, 'monthly')).toBeNull();
    expect(rankOf(Number.NaN, 'total')).toBeNull();
  });
});

describe('initialAmountType', () => {
  it('starts monthly when the random draw is below 0.33, total otherwise', () => {
    expect(MONTHLY_CHANCE).toBe(0.33);
    expect(initialAmountType(() => 0)).toBe('monthly');
    expect(initialAmountType(() => 0.3299)).toBe('monthly');
    expect(initialAmountType(() => 0.33)).toBe('total');
    expect(initialAmountType(() => 0.99)).toBe('total');
  });

  it('comes out monthly about a third of the time over many draws', () => {
    let seed = 42;
    const lcg = () => {
      seed = (seed * 1_664_525 + 1_013_904_223) % 2 ** 32;
      return seed / 2 ** 32;
    };
    const draws = Array.from({ length: 10_000 }, () => initialAmountType(lcg));
    const share = draws.filter((type) => type === 'monthly').length / draws.length;
    expect(share).toBeGreaterThan(0.31);
    expect(share).toBeLessThan(0.35);
  });

  it('uses Math.random by default', () => {
    const spy = jest.spyOn(Math, 'random').mockReturnValue(0.1);
    expect(initialAmountType()).toBe('monthly');
    spy.mockReturnValue(0.9);
    expect(initialAmountType()).toBe('total');
    spy.mockRestore();
  });
});

describe('supportersByRank', () => {
  const GENERATED = '2026-11-01T00:00:00.000Z';
  const list = [
    supporter('Sample Small', 150, 12.5, '2026-10-30T00:00:00.000Z'),
    supporter('Sample Big', 60_000, 100, '2019-01-01T00:00:00.000Z'),
    supporter('Sample Mid Two', 3_000, 300),
    supporter('Sample Mid One', 5_000, 0, '2026-10-05T00:00:00.000Z'),
    supporter('Sample Old', 900, 0, '2026-09-01T00:00:00.000Z'),
  ];

  it('ranks by total, highest first', () => {
    const ranks = supportersByRank(list, 'total', GENERATED);
    const names = (rank: keyof typeof ranks) => ranks[rank].map((s) => s.name);
    expect(names('platinum')).toEqual(['Sample Big']);
    expect(names('gold')).toEqual([]);
    expect(names('silver')).toEqual(['Sample Mid One', 'Sample Mid Two']);
    expect(names('bronze')).toEqual(['Sample Old']);
    expect(names('backer')).toEqual(['Sample Small']);
  });

  it('ranks by monthly average and leaves out who gave nothing last year', () => {
    const ranks = supportersByRank(list, 'monthly', GENERATED);
    expect(ranks.silver.map((s) => s.name)).toEqual(['Sample Mid Two']); // 300/month
    expect(ranks.bronze.map((s) => s.name)).toEqual(['Sample Big']); // 100/month
    expect(ranks.platinum).toEqual([]);
    expect(
      Object.values(ranks)
        .flat()
        .map((s) => s.name),
    ).not.toContain('Sample Mid One');
  });

  it('lists as latest who started in the 30 days before the data was fetched, newest first', () => {
    expect(supportersByRank(list, 'total', GENERATED).latest.map((s) => s.name)).toEqual([
      'Sample Small',
      'Sample Mid One',
    ]);
    // in the monthly view only who gave something this year
    expect(supportersByRank(list, 'monthly', GENERATED).latest.map((s) => s.name)).toEqual([
      'Sample Small',
    ]);
  });

  it('shows at most LATEST_LIMIT latest supporters', () => {
    const many = Array.from({ length: LATEST_LIMIT + 5 }, (_, i) =>
      supporter(
        `Sample ${i}`,
        10,
        1,
        new Date(Date.parse(GENERATED) - (i + 1) * 3600_000).toISOString(),
      ),
    );
    expect(supportersByRank(many, 'total', GENERATED).latest).toHaveLength(LATEST_LIMIT);
  });

  it('puts every supporter with an amount in exactly one amount rank', () => {
    const ranks = supportersByRank(list, 'total', GENERATED);
    const placed = RANK_ORDER.filter((r) => r !== 'latest').flatMap((r) => ranks[r]);
    expect(placed).toHaveLength(list.filter((s) => amountOf(s, 'total') > 0).length);
  });
});

describe('formatting', () => {
  it('formats whole dollars, monthly with a suffix', () => {
    expect(formatAmount(120_000, 'total')).toBe('$120,000');
    expect(formatAmount(41.67, 'monthly')).toBe('$42/month');
  });

  it('makes initials for the avatar fallback', () => {
    expect(initials('Sample Sponsor A')).toBe('SA');
    expect(initials('  sample ')).toBe('S');
    expect(initials('')).toBe('?');
  });
});

describe('validateSupportersFile', () => {
  const valid = {
    sample: true,
    generatedAt: '2026-11-01T00:00:00.000Z',
    currency: 'USD',
    supporters: [supporter('Sample A', 1, 1)],
  };

  it('accepts a valid file', () => {
    expect(validateSupportersFile(valid)).toBe(valid);
  });

  it('accepts an empty file no fetch has written yet (generatedAt null)', () => {
    const empty = { sample: false, generatedAt: null, currency: 'USD', supporters: [] };
    expect(validateSupportersFile(empty)).toBe(empty);
  });

  it.each([
    [null, 'expected an object'],
    [{ ...valid, sample: 'yes' }, '"sample" must be true or false'],
    [{ ...valid, generatedAt: 'soon' }, '"generatedAt" must be an ISO date'],
    [
      { ...valid, generatedAt: null },
      '"generatedAt" is null (never fetched) but "supporters" is not empty',
    ],
    [{ ...valid, currency: 'EUR' }, '"currency" must be "USD"'],
    [{ ...valid, supporters: {} }, '"supporters" must be a list'],
    [
      { ...valid, supporters: [{ ...valid.supporters[0], totalDonations: '5' }] },
      'supporters[0].totalDonations must be a number',
    ],
    [
      { ...valid, supporters: [valid.supporters[0], valid.supporters[0]] },
      'supporters[1].slug "sample-a" appears twice',
    ],
    [
      { ...valid, supporters: [{ ...valid.supporters[0], sample: undefined }] },
      'supporters[0] is not marked as a sample in a sample file',
    ],
  ])('rejects %j with a clear message', (input, message) => {
    expect(() => validateSupportersFile(input)).toThrow(`Invalid supporters data: ${message}`);
  });
});
