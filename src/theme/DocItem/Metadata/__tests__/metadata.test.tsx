/**
 * The wrap adds the site's default description only when a page has none of its own. theme-classic's
 * Metadata and the head are stood in for by markers: what matters is which descriptions are given.
 */
import { renderToStaticMarkup } from 'react-dom/server';

const DEFAULT = 'webpack is a module bundler.';
let frontMatter: Record<string, unknown> = {};

jest.mock(
  '@theme-original/DocItem/Metadata',
  () => ({ __esModule: true, default: () => <meta name="original" /> }),
  { virtual: true },
);
jest.mock(
  '@docusaurus/theme-common',
  () => ({
    PageMetadata: ({ description }: { description: string }) => (
      <meta name="description" content={description} />
    ),
  }),
  {
    virtual: true,
  },
);
jest.mock('@docusaurus/plugin-content-docs/client', () => ({ useDoc: () => ({ frontMatter }) }), {
  virtual: true,
});
jest.mock(
  '@docusaurus/useDocusaurusContext',
  () => ({
    __esModule: true,
    default: () => ({ siteConfig: { customFields: { defaultDescription: DEFAULT } } }),
  }),
  {
    virtual: true,
  },
);

// jest.mock calls are hoisted above this import by the transform.
import DocItemMetadata from '..';

function render(fm: Record<string, unknown>): string {
  frontMatter = fm;
  return renderToStaticMarkup(<DocItemMetadata />);
}

describe('DocItem/Metadata', () => {
  it("gives a page without a description the site's default sentence, after the original's metadata", () => {
    expect(render({ title: 'Output' })).toBe(
      `<meta name="original"/><meta name="description" content="${DEFAULT}"/>`,
    );
  });

  it('treats a blank description as none', () => {
    expect(render({ description: '   ' })).toContain(`content="${DEFAULT}"`);
  });

  it("leaves a page's own description to the original", () => {
    expect(render({ description: 'Where webpack writes the bundles.' })).toBe(
      '<meta name="original"/>',
    );
  });
});
