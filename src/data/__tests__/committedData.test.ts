/**
 * The data files the site builds from. While they hold sample data (no network
 * when they were written), every entry must be a clearly marked sample: no
 * real names, no amounts or votes claimed for real people, no third-party avatars.
 */
import supporters from '../supporters.json';
import votes from '../votes.json';
import { SPONSOR_BANNER } from '../sponsorBanner';
import { validateSupportersFile } from '../../lib/supporters';
import { validateVotesFile } from '../../lib/votes';

describe('src/data/supporters.json', () => {
  const file = validateSupportersFile(supporters);

  it('is valid', () => {
    expect(file.supporters.length).toBeGreaterThan(0);
  });

  if (file.sample) {
    it('holds only clearly marked sample entries without avatars', () => {
      expect(file.note).toMatch(/sample/i);
      expect(file.note).toContain('npm run fetch:supporters');
      for (const s of file.supporters) {
        expect(s).toMatchObject({ sample: true, avatar: null, website: null });
        expect(s.name).toMatch(/^Sample (Sponsor|Backer) [A-Z]$/);
        expect(s.slug).toMatch(/^sample-/);
      }
    });
  }
});

describe('src/data/votes.json', () => {
  const file = validateVotesFile(votes);

  it('is valid', () => {
    expect(file.proposals.length).toBeGreaterThan(0);
  });

  if (file.sample) {
    it('holds only clearly marked sample proposals that link to GitHub, not to a made-up issue', () => {
      expect(file.note).toMatch(/sample/i);
      expect(file.note).toContain('npm run fetch:votes');
      for (const p of file.proposals) {
        expect(p.sample).toBe(true);
        expect(p.title).toMatch(/^Sample proposal [A-Z]: /);
        expect(p.id).toMatch(/^sample-/);
        expect(p.url).toMatch(/^https:\/\/github\.com\/webpack\/[\w.]+\/issues\?q=/);
      }
    });
  }
});

describe('src/data/sponsorBanner.ts', () => {
  it('is a marked sample placement with a local image', () => {
    expect(SPONSOR_BANNER.sample).toBe(true);
    expect(SPONSOR_BANNER.name).toMatch(/^Sample /);
    expect(SPONSOR_BANNER.image).toMatch(/^\/img\//);
  });
});
