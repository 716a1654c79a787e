/**
 * The banner of the grid-component sponsor (spec §2), shown beside docs pages
 * on wide screens. `null` while no sponsor has placed a banner: the space then
 * invites readers to become a sponsor (src/components/SponsorBanner). No
 * company is named until it really is a sponsor.
 */
export interface SponsorBanner {
  name: string;
  /** What the banner advertises, for its accessible name. */
  description: string;
  url: string;
  /** Site-local image (static/), so no third-party request. */
  image: string;
  width: number;
  height: number;
}

export const SPONSOR_BANNER: SponsorBanner | null = null;

/** Where readers become sponsors (the empty states of the banner and of Support the Team). */
export const OPEN_COLLECTIVE_URL = 'https://opencollective.com/webpack';
