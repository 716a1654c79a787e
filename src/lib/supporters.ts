/**
 * Sponsors and backers for "Support the Team": the data file's shape, the
 * rank table, and how supporters are sorted into ranks. Framework-free so the
 * component, the fetch script and the tests share one definition.
 */

import { checkDataFileHeader, type DataFileHeader } from './dataFile';

/** Which amount the list shows and ranks by (spec §3 "Sponsor list: type"). */
export type AmountType = 'total' | 'monthly';

export type AmountRank = 'platinum' | 'gold' | 'silver' | 'bronze' | 'backer';
export type Rank = 'latest' | AmountRank;

/** Display order of the ranks on the page. */
export const RANK_ORDER: readonly Rank[] = [
  'latest',
  'platinum',
  'gold',
  'silver',
  'bronze',
  'backer',
];

export interface Supporter {
  /** Open Collective account slug; `sample-…` for sample entries. */
  slug: string;
  name: string;
  website: string | null;
  /** Avatar URL, or null: the list then shows the supporter's initials. */
  avatar: string | null;
  /** All-time contributions, USD. */
  totalDonations: number;
  /** Contributions of the last twelve months divided by 12, USD. */
  monthlyDonations: number;
  /** ISO date of the first contribution (membership start), if known. */
  firstDonation: string | null;
  /** Set on hand-written sample entries, never on fetched ones. */
  sample?: boolean;
}

/** `generatedAt`: "latest" supporters are counted back from here. */
export interface SupportersFile extends DataFileHeader {
  currency: 'USD';
  supporters: Supporter[];
}

export interface RankDefinition {
  title: string;
  /** Avatar edge in px; bigger for higher ranks. */
  avatarSize: number;
  /**
   * Yearly amount range in USD, `min` inclusive, `max` exclusive. The monthly
   * view uses the same range divided by 12. `null` for "latest", which is by date.
   */
  yearly: { min: number; max: number } | null;
}

/** The one rank table (thresholds in USD per year). */
export const RANKS: Readonly<Record<Rank, RankDefinition>> = {
  latest: { title: 'Latest Sponsors', avatarSize: 48, yearly: null },
  platinum: { title: 'Platinum Sponsors', avatarSize: 128, yearly: { min: 50_000, max: Infinity } },
  gold: { title: 'Gold Sponsors', avatarSize: 96, yearly: { min: 10_000, max: 50_000 } },
  silver: { title: 'Silver Sponsors', avatarSize: 64, yearly: { min: 2_000, max: 10_000 } },
  bronze: { title: 'Bronze Sponsors', avatarSize: 48, yearly: { min: 200, max: 2_000 } },
  backer: { title: 'Backers', avatarSize: 32, yearly: { min: 0, max: 200 } },
};

/** Supporters whose first contribution is this recent (counted back from `generatedAt`) are "latest". */
export const LATEST_WINDOW_DAYS = 30;
/** At most this many latest supporters are shown. */
export const LATEST_LIMIT = 12;

/** Spec §9: the list starts in the monthly view about one time in three. */
export const MONTHLY_CHANCE = 0.33;

/** The initial amount type; `random` is injectable so tests are deterministic. */
export function initialAmountType(random: () => number = Math.random): AmountType {
  return random() < MONTHLY_CHANCE ? 'monthly' : 'total';
}

export function amountOf(supporter: Supporter, type: AmountType): number {
  return type === 'monthly' ? supporter.monthlyDonations : supporter.totalDonations;
}

/** The rank's range for the amount type, or null for "latest". */
export function thresholds(rank: Rank, type: AmountType): { min: number; max: number } | null {
  const yearly = RANKS[rank].yearly;
  if (!yearly) return null;
  return type === 'monthly' ? { min: yearly.min / 12, max: yearly.max / 12 } : yearly;
}

const AMOUNT_RANKS: readonly AmountRank[] = ['platinum', 'gold', 'silver', 'bronze', 'backer'];

/** The amount rank of a positive amount; null for nothing given. */
export function rankOf(amount: number, type: AmountType): AmountRank | null {
  if (!(amount > 0)) return null;
  return (
    AMOUNT_RANKS.find((rank) => {
      const range = thresholds(rank, type)!;
      return amount >= range.min && amount < range.max;
    }) ?? null
  );
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Every rank's supporters: amount ranks by amount (highest first), "latest" by first contribution (newest first). */
export function supportersByRank(
  supporters: readonly Supporter[],
  type: AmountType,
  generatedAt: string | null,
): Record<Rank, Supporter[]> {
  const byRank: Record<Rank, Supporter[]> = {
    latest: [],
    platinum: [],
    gold: [],
    silver: [],
    bronze: [],
    backer: [],
  };
  for (const supporter of supporters) {
    const rank = rankOf(amountOf(supporter, type), type);
    if (rank) byRank[rank].push(supporter);
  }
  for (const rank of AMOUNT_RANKS) {
    byRank[rank].sort(
      (a, b) => amountOf(b, type) - amountOf(a, type) || a.name.localeCompare(b.name),
    );
  }
  const until = generatedAt === null ? NaN : Date.parse(generatedAt);
  const since = until - LATEST_WINDOW_DAYS * DAY_MS;
  byRank.latest = supporters
    .filter((s) => {
      const first = s.firstDonation ? Date.parse(s.firstDonation) : NaN;
      return first >= since && first <= until && amountOf(s, type) > 0;
    })
    .sort(
      (a, b) =>
        Date.parse(b.firstDonation!) - Date.parse(a.firstDonation!) || a.name.localeCompare(b.name),
    )
    .slice(0, LATEST_LIMIT);
  return byRank;
}

// Made on first use: setting up a currency format is a long task on a phone (about 80 ms at 4x
// CPU slowdown when the home page's list loaded, though an empty list formats nothing).
let dollars: Intl.NumberFormat | undefined;

export function formatAmount(amount: number, type: AmountType): string {
  dollars ??= new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  });
  const text = dollars.format(Math.round(amount));
  return type === 'monthly' ? `${text}/month` : text;
}

export { initials } from './initials';

/** Checks a parsed data file; throws a clear error naming the first problem. */
export function validateSupportersFile(value: unknown): SupportersFile {
  const { file, fail } = checkDataFileHeader<SupportersFile>(value, 'supporters');
  if (file.currency !== 'USD') fail('"currency" must be "USD"');
  if (!Array.isArray(file.supporters)) fail('"supporters" must be a list');
  if (file.generatedAt === null && file.supporters!.length > 0)
    fail('"generatedAt" is null (never fetched) but "supporters" is not empty');
  const slugs = new Set<string>();
  file.supporters!.forEach((s, i) => {
    const at = `supporters[${i}]`;
    if (typeof s !== 'object' || s === null) fail(`${at} must be an object`);
    if (typeof s.slug !== 'string' || !s.slug) fail(`${at}.slug must be a non-empty string`);
    if (slugs.has(s.slug)) fail(`${at}.slug "${s.slug}" appears twice`);
    slugs.add(s.slug);
    if (typeof s.name !== 'string' || !s.name) fail(`${at}.name must be a non-empty string`);
    for (const key of ['totalDonations', 'monthlyDonations'] as const) {
      if (typeof s[key] !== 'number' || !Number.isFinite(s[key]))
        fail(`${at}.${key} must be a number`);
    }
    for (const key of ['website', 'avatar', 'firstDonation'] as const) {
      if (s[key] !== null && typeof s[key] !== 'string')
        fail(`${at}.${key} must be a string or null`);
    }
    if (file.sample && s.sample !== true) fail(`${at} is not marked as a sample in a sample file`);
  });
  return file as SupportersFile;
}
