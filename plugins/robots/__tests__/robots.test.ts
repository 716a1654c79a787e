import { robotsTxt } from '../index';

/** The rules of the group for every crawler, as a crawler reads them. */
function rules(text: string) {
  const lines = text.split('\n').map((line) => line.trim());
  return {
    disallow: lines
      .filter((line) => line.startsWith('Disallow:'))
      .map((line) => line.slice('Disallow:'.length).trim()),
    sitemap: lines
      .find((line) => line.startsWith('Sitemap:'))
      ?.slice('Sitemap:'.length)
      .trim(),
    agent: lines
      .find((line) => line.startsWith('User-agent:'))
      ?.slice('User-agent:'.length)
      .trim(),
  };
}

/** Google's matching: `*` is any run of characters, a rule matches a path prefix. */
const blocked = (text: string, urlPath: string) =>
  rules(text).disallow.some((rule) =>
    new RegExp(
      `^${rule
        .split('*')
        .map((p) => p.replace(/[.?+^$()[\]{}|\\]/g, '\\$&'))
        .join('.*')}`,
    ).test(urlPath),
  );

describe('robotsTxt', () => {
  const text = robotsTxt('https://webpack.js.org/');

  it('names the sitemap by its full URL', () => {
    expect(rules(text).sitemap).toBe('https://webpack.js.org/sitemap.xml');
    expect(rules(text).agent).toBe('*');
  });

  it('keeps printable pages and the app shell out, and the rest in', () => {
    expect(blocked(text, '/concepts/printable/')).toBe(true);
    expect(blocked(text, '/api/printable/')).toBe(true);
    expect(blocked(text, '/app-shell/')).toBe(true);
    expect(blocked(text, '/concepts/')).toBe(false);
    expect(blocked(text, '/guides/printable-css/')).toBe(false);
    expect(blocked(text, '/')).toBe(false);
  });
});
