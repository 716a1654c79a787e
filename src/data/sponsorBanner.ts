/**
 * The banner of the grid-component sponsor (spec §2), shown beside docs pages
 * on wide screens. Until a sponsor's banner is placed, this is a marked sample
 * placement with a local image; no company is named.
 */
export interface SponsorBanner {
  sample: boolean;
  name: string;
  /** What the banner advertises, for its accessible name. */
  description: string;
  url: string;
  /** Site-local image (static/), so no third-party request. */
  image: string;
  width: number;
  height: number;
}

export const SPONSOR_BANNER: SponsorBanner = {
  sample: true,
  name: 'Sample Grid Sponsor',
  description: 'Sample placement for a data grid component sponsor. Your banner could be here.',
  url: 'https://opencollective.com/webpack',
  image: '/img/sample-sponsor-banner.svg',
  width: 240,
  height: 200,
};
