import { renderToStaticMarkup } from 'react-dom/server';
import DocVersionBanner from '..';

const version = { version: 'current', banner: null as string | null };
jest.mock('@docusaurus/plugin-content-docs/client', () => ({ useDocsVersion: () => version }), { virtual: true });

describe('DocVersionBanner', () => {
  it('renders nothing for a version without a banner', () => {
    version.banner = null;
    expect(renderToStaticMarkup(<DocVersionBanner />)).toBe('');
  });

  it('fails the render, naming the version and the banner, when a version has one', () => {
    version.banner = 'unmaintained';
    expect(() => renderToStaticMarkup(<DocVersionBanner />)).toThrow(
      'Docs version "current" has banner "unmaintained"',
    );
  });
});
