/**
 * The data files the site builds from. They hold real fetched data or nothing: sample entries
 * live only in test fixtures (`fixtures/*.sample.json`), never in the files a production build
 * shows to readers.
 */
import supporters from '../supporters.json';
import votes from '../votes.json';
import sampleSupporters from './fixtures/supporters.sample.json';
import sampleVotes from './fixtures/votes.sample.json';
import { SPONSOR_BANNER } from '../sponsorBanner';
import { validateSupportersFile } from '../../lib/supporters';
import { validateVotesFile } from '../../lib/votes';

describe('src/data/supporters.json', () => {
  const file = validateSupportersFile(supporters);

  it('is valid and holds no sample entries', () => {
    expect(file.sample).toBe(false);
    expect(file.supporters.filter((s) => s.sample || /^sample-/.test(s.slug))).toEqual([]);
  });

  it('is empty until a fetch has written it', () => {
    if (file.generatedAt === null) expect(file.supporters).toEqual([]);
    else expect(file.supporters.length).toBeGreaterThan(0);
  });
});

describe('src/data/votes.json', () => {
  const file = validateVotesFile(votes);

  it('is valid and holds no sample proposals', () => {
    expect(file.sample).toBe(false);
    expect(file.proposals.filter((p) => p.sample || /^sample-/.test(p.id))).toEqual([]);
  });
});

describe('the sample fixtures', () => {
  it('are valid, clearly marked sample files without third-party avatars', () => {
    const s = validateSupportersFile(sampleSupporters);
    expect(s.sample).toBe(true);
    for (const entry of s.supporters)
      expect(entry).toMatchObject({ sample: true, avatar: null, website: null });
    const v = validateVotesFile(sampleVotes);
    expect(v.sample).toBe(true);
    expect(v.proposals.every((p) => p.sample === true)).toBe(true);
  });
});

describe('src/data/sponsorBanner.ts', () => {
  it('is a real placement with a site-local image, or none', () => {
    const banner = SPONSOR_BANNER as { name: string; image: string } | null;
    expect(
      banner === null || (!/sample/i.test(banner.name) && banner.image.startsWith('/img/')),
    ).toBe(true);
  });
});
