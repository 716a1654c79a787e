/**
 * Reads webpack's backers from the Open Collective GraphQL API (v2) and turns
 * members plus one year of transactions into the supporters data file
 * (src/data/supporters.json). The network part takes an injected `fetch`, so
 * tests run it on recorded-shape fixtures without a network.
 */
import {
  validateSupportersFile,
  type Supporter,
  type SupportersFile,
} from '../../src/lib/supporters';

export const OPENCOLLECTIVE_API = 'https://api.opencollective.com/graphql/v2';
export const DEFAULT_COLLECTIVE = 'webpack';
/** Page size of both queries (the API allows up to 1000). */
export const PAGE_SIZE = 1000;

export const MEMBERS_QUERY = `query Members($slug: String!, $limit: Int!, $offset: Int!) {
  account(slug: $slug) {
    members(role: [BACKER], limit: $limit, offset: $offset) {
      totalCount
      nodes {
        createdAt
        totalDonations { value currency }
        account { slug name website imageUrl }
      }
    }
  }
}`;

export const TRANSACTIONS_QUERY = `query Transactions($slug: String!, $dateFrom: DateTime!, $limit: Int!, $offset: Int!) {
  transactions(account: { slug: $slug }, type: CREDIT, dateFrom: $dateFrom, limit: $limit, offset: $offset) {
    totalCount
    nodes {
      createdAt
      amountInHostCurrency { value currency }
      fromAccount { slug name website imageUrl }
    }
  }
}`;

export interface AccountNode {
  slug: string;
  name: string | null;
  website: string | null;
  imageUrl: string | null;
}

export interface AmountNode {
  value: number;
  currency?: string;
}

export interface MemberNode {
  createdAt: string;
  totalDonations: AmountNode | null;
  account: AccountNode | null;
}

export interface TransactionNode {
  createdAt: string;
  amountInHostCurrency: AmountNode | null;
  fromAccount: AccountNode | null;
}

interface Page<T> {
  totalCount: number;
  nodes: T[];
}

export interface MembersResponse {
  data?: { account: { members: Page<MemberNode> } | null } | null;
  errors?: { message: string }[];
}

export interface TransactionsResponse {
  data?: { transactions: Page<TransactionNode> | null } | null;
  errors?: { message: string }[];
}

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;
const cents = (amount: number) => Math.round(amount * 100) / 100;

export function oneYearBefore(now: Date): Date {
  return new Date(now.getTime() - YEAR_MS);
}

/**
 * Members give the all-time total and the first contribution; transactions of
 * the last year give the monthly average. One entry per account slug.
 */
export function toSupporters(
  members: readonly MemberNode[],
  transactions: readonly TransactionNode[],
  now: Date,
): Supporter[] {
  const bySlug = new Map<string, Supporter>();
  const entryFor = (account: AccountNode): Supporter => {
    let entry = bySlug.get(account.slug);
    if (!entry) {
      entry = {
        slug: account.slug,
        name: account.name?.trim() || account.slug,
        website: account.website || null,
        avatar: account.imageUrl || null,
        totalDonations: 0,
        monthlyDonations: 0,
        firstDonation: null,
      };
      bySlug.set(account.slug, entry);
    }
    return entry;
  };

  for (const member of members) {
    if (!member.account?.slug) continue; // incognito or deleted accounts
    const entry = entryFor(member.account);
    // An account can be a member more than once (e.g. several tiers): keep the largest total, the earliest start.
    entry.totalDonations = Math.max(entry.totalDonations, member.totalDonations?.value ?? 0);
    if (!entry.firstDonation || Date.parse(member.createdAt) < Date.parse(entry.firstDonation)) {
      entry.firstDonation = new Date(member.createdAt).toISOString();
    }
  }

  const since = oneYearBefore(now).getTime();
  const lastYear = new Map<string, number>();
  const firstSeen = new Map<string, number>();
  for (const transaction of transactions) {
    const at = Date.parse(transaction.createdAt);
    if (!transaction.fromAccount?.slug || !(at >= since && at <= now.getTime())) continue;
    const entry = entryFor(transaction.fromAccount);
    lastYear.set(
      entry.slug,
      (lastYear.get(entry.slug) ?? 0) + (transaction.amountInHostCurrency?.value ?? 0),
    );
    firstSeen.set(entry.slug, Math.min(firstSeen.get(entry.slug) ?? Infinity, at));
  }
  for (const [slug, sum] of lastYear) {
    const entry = bySlug.get(slug)!;
    entry.monthlyDonations = sum / 12;
    // A contribution of the last year can be missing from the member list (e.g. a one-time gift):
    // count it in the total, and date the first contribution by it.
    entry.totalDonations = Math.max(entry.totalDonations, sum);
    entry.firstDonation ??= new Date(firstSeen.get(slug)!).toISOString();
  }

  return [...bySlug.values()]
    .map((s) => ({
      ...s,
      totalDonations: cents(s.totalDonations),
      monthlyDonations: cents(s.monthlyDonations),
    }))
    .filter((s) => s.totalDonations > 0 || s.monthlyDonations > 0)
    .sort((a, b) => b.totalDonations - a.totalDonations || a.slug.localeCompare(b.slug));
}

export function toSupportersFile(
  members: readonly MemberNode[],
  transactions: readonly TransactionNode[],
  now: Date,
): SupportersFile {
  return validateSupportersFile({
    sample: false,
    generatedAt: now.toISOString(),
    currency: 'USD',
    supporters: toSupporters(members, transactions, now),
  });
}

type Fetch = (
  url: string,
  init: { method: string; headers: Record<string, string>; body: string },
) => Promise<{
  ok: boolean;
  status: number;
  statusText?: string;
  json(): Promise<unknown>;
}>;

export interface FetchOptions {
  fetch: Fetch;
  slug?: string;
  /** Sent as the `Api-Key` header when set (higher rate limits). */
  apiKey?: string;
  endpoint?: string;
  now?: Date;
}

async function query<T extends { errors?: { message: string }[] }>(
  options: FetchOptions,
  text: string,
  variables: Record<string, unknown>,
): Promise<T> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    Accept: 'application/json',
  };
  if (options.apiKey) headers['Api-Key'] = options.apiKey;
  const endpoint = options.endpoint ?? OPENCOLLECTIVE_API;
  const response = await options.fetch(endpoint, {
    method: 'POST',
    headers,
    body: JSON.stringify({ query: text, variables }),
  });
  if (!response.ok) {
    throw new Error(
      `Open Collective answered ${response.status} ${response.statusText ?? ''}`.trim() +
        ` for ${endpoint}`,
    );
  }
  const body = (await response.json()) as T;
  if (body.errors?.length)
    throw new Error(
      `Open Collective query failed: ${body.errors.map((e) => e.message).join('; ')}`,
    );
  return body;
}

/** Reads every page of a paged connection. */
async function allPages<T>(read: (offset: number) => Promise<Page<T>>): Promise<T[]> {
  const nodes: T[] = [];
  for (let offset = 0; ; offset += PAGE_SIZE) {
    const page = await read(offset);
    if (!Array.isArray(page.nodes))
      throw new Error('Open Collective answered without a list of nodes');
    nodes.push(...page.nodes);
    if (page.nodes.length < PAGE_SIZE || nodes.length >= page.totalCount) return nodes;
  }
}

export async function fetchSupporters(options: FetchOptions): Promise<SupportersFile> {
  const slug = options.slug ?? DEFAULT_COLLECTIVE;
  const now = options.now ?? new Date();
  const members = await allPages(async (offset) => {
    const body = await query<MembersResponse>(options, MEMBERS_QUERY, {
      slug,
      limit: PAGE_SIZE,
      offset,
    });
    const page = body.data?.account?.members;
    if (!page)
      throw new Error(`Open Collective has no account "${slug}" (or it has no members list)`);
    return page;
  });
  const transactions = await allPages(async (offset) => {
    const body = await query<TransactionsResponse>(options, TRANSACTIONS_QUERY, {
      slug,
      dateFrom: oneYearBefore(now).toISOString(),
      limit: PAGE_SIZE,
      offset,
    });
    const page = body.data?.transactions;
    if (!page) throw new Error(`Open Collective answered without transactions for "${slug}"`);
    return page;
  });
  const file = toSupportersFile(members, transactions, now);
  if (file.supporters.length === 0) {
    throw new Error(
      `Open Collective listed no supporters for "${slug}"; keeping the existing data file`,
    );
  }
  return file;
}
