/**
 * The theme-classic components ejected in src/theme where theme-classic's swizzle list calls the
 * eject unsafe (or does not list the component, which counts as unsafe): what each changes, what
 * it is worth, and the SHA-256 (first 16 hex digits) of theme-classic's folder it was ejected
 * from (`lib/theme/<component>/`: component, types and stylesheet), at the pinned version.
 * __tests__/ejects.test.ts fails, naming the folder, when an upgrade changes it;
 * tests/gates/swizzle.test.ts fails on an unsafe eject that is missing here.
 */
export interface EjectedComponent {
  sha256: string;
  /** what the eject changes, and why no wrap can */
  change: string;
  /** what readers get from it */
  worth: string;
}

export const EJECTED_COMPONENTS: Record<string, EjectedComponent> = {
  'DocItem/Footer': {
    sha256: '9aab4f1cc780472a',
    change:
      "the content model's page footer in place of the edit/tags/last-update row (a wrap would keep that row, which the docs plugin's editUrl fills), memoised",
    worth:
      "spec §2's page parts (Further Reading, 'Edit this page', 'Print this page', 'Jump to repository', contributors) without theme-classic's second edit link",
  },
  'DocItem/Layout': {
    sha256: '97ae2c601dabd106',
    change:
      "the desktop table of contents is always rendered, hidden by CSS below 997px, instead of chosen with useWindowSize (which a wrap cannot change); the older version's notice is the site's DocVersionNotice instead of theme-classic's DocVersionBanner",
    worth:
      "a phone no longer re-renders the layout and removes the server's table of contents while it hydrates: Lighthouse mobile, 6 alternating runs, main.js blocking 369 → 212 ms on the longest configuration page and 240 → 189 ms on a docs page; theme-classic's version banner code (0.9 kB gzip) off every docs page's first load",
  },
  'Icon/ExternalLink': {
    sha256: '3bb3ef18e71d7eec',
    change: 'role="img" on the icon, which the original renders without props for it',
    worth: 'screen readers announce "(opens in new tab)" on every external link',
  },
  'NavbarItem/DropdownNavbarItem/Desktop': {
    sha256: '0b0022c36f11b797',
    change: 'the header dropdown closes on Escape, on a click outside it and when focus leaves it',
    worth: "spec §4's header dropdowns, usable from the keyboard",
  },
  'NotFound/Content': {
    sha256: '9ad0148f1f3a9bb8',
    change:
      "the spec's not-found text, a button home and suggested sections; marks the page for SiteMetadata",
    worth: "spec §2's not-found page, on docs routes too (which render only this component)",
  },
};
