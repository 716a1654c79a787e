import fixture from './fixtures/opencollective.sample.json';
import {
  fetchSupporters,
  MEMBERS_QUERY,
  OPENCOLLECTIVE_API,
  PAGE_SIZE,
  toSupporters,
  toSupportersFile,
  type MemberNode,
  type MembersResponse,
  type TransactionNode,
  type TransactionsResponse,
} from '../opencollective';

const NOW = new Date('2026-11-01T00:00:00.000Z');
const members = fixture.members.data.account.members.nodes as MemberNode[];
const transactions = fixture.transactions.data.transactions.nodes as TransactionNode[];

describe('toSupporters (sample Open Collective response)', () => {
  const supporters = toSupporters(members, transactions, NOW);
  const bySlug = Object.fromEntries(supporters.map((s) => [s.slug, s]));

  it('keeps one entry per account with something given, highest total first', () => {
    expect(supporters.map((s) => s.slug)).toEqual([
      'sample-sponsor-a',
      'sample-sponsor-b',
      'sample-backer-d',
      'sample-gift-e',
      'sample-backer-c',
    ]);
  });

  it('takes the all-time total from the member list and the monthly average from the last year of transactions', () => {
    expect(bySlug['sample-sponsor-a']).toEqual({
      slug: 'sample-sponsor-a',
      name: 'Sample Sponsor A',
      website: 'https://sponsor-a.example',
      avatar: 'https://images.opencollective.com/sample-sponsor-a/logo.png',
      totalDonations: 120000,
      monthlyDonations: 500, // (3000 + 3000) / 12
      firstDonation: '2019-03-01T10:00:00.000Z',
    });
  });

  it('merges an account listed twice: the larger total, the earlier start', () => {
    expect(bySlug['sample-sponsor-b']).toMatchObject({
      totalDonations: 2500,
      monthlyDonations: 33.33,
      firstDonation: '2022-01-20T08:30:00.000Z',
    });
  });

  it('leaves transactions older than a year out of the monthly average', () => {
    expect(bySlug['sample-backer-d']).toMatchObject({ totalDonations: 900, monthlyDonations: 0 });
  });

  it('counts a gift from an account missing from the member list, dated by its transaction', () => {
    expect(bySlug['sample-gift-e']).toMatchObject({
      totalDonations: 100,
      monthlyDonations: 8.33,
      firstDonation: '2026-08-08T00:00:00.000Z',
    });
  });

  it('falls back to the slug for a missing name, trims names, and turns empty links into null', () => {
    expect(bySlug['sample-backer-d']!.name).toBe('sample-backer-d');
    expect(bySlug['sample-backer-c']).toMatchObject({
      name: 'Sample Backer C',
      website: null,
      avatar: null,
    });
  });

  it('skips incognito members and transactions, and accounts that gave nothing', () => {
    expect(supporters).toHaveLength(5);
    expect(bySlug['sample-backer-f']).toBeUndefined();
  });

  it('produces a valid, non-sample data file', () => {
    const file = toSupportersFile(members, transactions, NOW);
    expect(file).toMatchObject({ sample: false, generatedAt: NOW.toISOString(), currency: 'USD' });
    expect(file.supporters).toEqual(supporters);
  });
});

type Call = {
  url: string;
  headers: Record<string, string>;
  body: { query: string; variables: Record<string, unknown> };
};

function fakeFetch(answer: (call: Call) => { status?: number; body: unknown }) {
  const calls: Call[] = [];
  const fetch = async (
    url: string,
    init: { method: string; headers: Record<string, string>; body: string },
  ) => {
    const call = { url, headers: init.headers, body: JSON.parse(init.body) as Call['body'] };
    calls.push(call);
    const { status = 200, body } = answer(call);
    return {
      ok: status < 400,
      status,
      statusText: status < 400 ? 'OK' : 'Error',
      json: async () => body,
    };
  };
  return { fetch, calls };
}

const sampleAnswer = (call: Call) => ({
  body:
    call.body.query === MEMBERS_QUERY
      ? (fixture.members as MembersResponse)
      : (fixture.transactions as TransactionsResponse),
});

describe('fetchSupporters', () => {
  it('POSTs both queries to the v2 endpoint with one year of transactions, and builds the file', async () => {
    const { fetch, calls } = fakeFetch(sampleAnswer);
    const file = await fetchSupporters({ fetch, now: NOW });
    expect(calls.map((c) => c.url)).toEqual([OPENCOLLECTIVE_API, OPENCOLLECTIVE_API]);
    expect(calls[0]!.body.variables).toEqual({ slug: 'webpack', limit: PAGE_SIZE, offset: 0 });
    expect(calls[1]!.body.variables).toEqual({
      slug: 'webpack',
      dateFrom: '2025-11-01T00:00:00.000Z',
      limit: PAGE_SIZE,
      offset: 0,
    });
    expect(file.supporters).toHaveLength(5);
  });

  it('sends the API key only when one is given', async () => {
    const withKey = fakeFetch(sampleAnswer);
    await fetchSupporters({ fetch: withKey.fetch, now: NOW, apiKey: 'sample-key' });
    expect(withKey.calls.every((c) => c.headers['Api-Key'] === 'sample-key')).toBe(true);
    const withoutKey = fakeFetch(sampleAnswer);
    await fetchSupporters({ fetch: withoutKey.fetch, now: NOW });
    expect(withoutKey.calls.some((c) => 'Api-Key' in c.headers)).toBe(false);
  });

  it('reads every page of members', async () => {
    const many: MemberNode[] = Array.from({ length: PAGE_SIZE + 3 }, (_, i) => ({
      createdAt: '2020-01-01T00:00:00.000Z',
      totalDonations: { value: 10 + i },
      account: {
        slug: `sample-backer-${i}`,
        name: `Sample Backer ${i}`,
        website: null,
        imageUrl: null,
      },
    }));
    const { fetch, calls } = fakeFetch((call) => {
      if (call.body.query !== MEMBERS_QUERY)
        return { body: { data: { transactions: { totalCount: 0, nodes: [] } } } };
      const offset = call.body.variables.offset as number;
      return {
        body: {
          data: {
            account: {
              members: { totalCount: many.length, nodes: many.slice(offset, offset + PAGE_SIZE) },
            },
          },
        },
      };
    });
    const file = await fetchSupporters({ fetch, now: NOW });
    expect(
      calls.filter((c) => c.body.query === MEMBERS_QUERY).map((c) => c.body.variables.offset),
    ).toEqual([0, PAGE_SIZE]);
    expect(file.supporters).toHaveLength(PAGE_SIZE + 3);
  });

  it('fails with a clear message on an HTTP error, a GraphQL error, an unknown account or an empty list', async () => {
    await expect(
      fetchSupporters({ fetch: fakeFetch(() => ({ status: 503, body: {} })).fetch, now: NOW }),
    ).rejects.toThrow(/Open Collective answered 503/);
    await expect(
      fetchSupporters({
        fetch: fakeFetch(() => ({ body: { errors: [{ message: 'Rate limit exceeded' }] } })).fetch,
        now: NOW,
      }),
    ).rejects.toThrow('Open Collective query failed: Rate limit exceeded');
    await expect(
      fetchSupporters({
        fetch: fakeFetch(() => ({ body: { data: { account: null } } })).fetch,
        now: NOW,
        slug: 'sample-none',
      }),
    ).rejects.toThrow('Open Collective has no account "sample-none"');
    const empty = fakeFetch((call) => ({
      body:
        call.body.query === MEMBERS_QUERY
          ? { data: { account: { members: { totalCount: 0, nodes: [] } } } }
          : { data: { transactions: { totalCount: 0, nodes: [] } } },
    }));
    await expect(fetchSupporters({ fetch: empty.fetch, now: NOW })).rejects.toThrow(
      /no supporters.*keeping the existing data file/,
    );
  });
});
