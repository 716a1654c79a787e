/**
 * The theme-classic components this fence ejects (theme/) where theme-classic's swizzle list calls
 * the eject unsafe (or does not list the component, which counts as unsafe): what each changes,
 * what it is worth, and the SHA-256 (first 16 hex digits) of the theme-classic source it was
 * ejected from, at the pinned version. The canary (__tests__/canary.test.ts) fails, naming that
 * source, when an upgrade changes it; tests/gates/swizzle.test.ts fails on an unsafe eject that is
 * elsewhere or missing here.
 */
export interface EjectedComponent {
  /** theme-classic's file, under `node_modules/@docusaurus/theme-classic/` */
  original: string;
  sha256: string;
  /** what the eject changes, and why no wrap can */
  change: string;
  /** what readers get from it */
  worth: string;
}

export const EJECTED_COMPONENTS: Record<string, EjectedComponent> = {
  'DocItem/Footer': {
    original: 'lib/theme/DocItem/Footer/index.js',
    sha256: '93722eb781e3c4f8',
    change:
      "the content model's page footer in place of the edit/tags/last-update row (a wrap would keep that row, which the docs plugin's editUrl fills), memoised",
    worth:
      "spec §2's page parts (Further Reading, 'Edit this page', 'Print this page', 'Jump to repository', contributors) without theme-classic's second edit link",
  },
  'DocItem/Layout': {
    original: 'lib/theme/DocItem/Layout/index.js',
    sha256: 'c1f1bbed07409f0a',
    change:
      "the desktop table of contents is always rendered, hidden by CSS below 997px, instead of chosen with useWindowSize (which a wrap cannot change); the older version's notice is the site's DocVersionNotice instead of theme-classic's DocVersionBanner",
    worth:
      "a phone no longer re-renders the layout and removes the server's table of contents while it hydrates: Lighthouse mobile, 6 alternating runs, main.js blocking 369 → 212 ms on the longest configuration page and 240 → 189 ms on a docs page; theme-classic's version banner code (0.9 kB gzip) off every docs page's first load",
  },
  'Icon/ExternalLink': {
    original: 'lib/theme/Icon/ExternalLink/index.js',
    sha256: '16f0665df61206a3',
    change: 'role="img" on the icon, which the original renders without props for it',
    worth: 'screen readers announce "(opens in new tab)" on every external link',
  },
  'NavbarItem/DropdownNavbarItem/Desktop': {
    original: 'lib/theme/NavbarItem/DropdownNavbarItem/Desktop/index.js',
    sha256: 'c49755ffce7ccfbd',
    change: 'the header dropdown closes on Escape, on a click outside it and when focus leaves it',
    worth: "spec §4's header dropdowns, usable from the keyboard",
  },
  'NotFound/Content': {
    original: 'lib/theme/NotFound/Content/index.js',
    sha256: '1339cadd0fe0b2a2',
    change:
      "the spec's not-found text, a button home and suggested sections; marks the page for SiteMetadata",
    worth: "spec §2's not-found page, on docs routes too (which render only this component)",
  },
};
