/**
 * Issue #10 — no request to a third-party host on a default build, checked in the files:
 * no HTML, CSS or JS in the build names another host for something the browser fetches by
 * itself (scripts, stylesheets, fonts, images, frames, fetch calls). Links a reader follows
 * are fine. tests/e2e/third-party-requests.test.ts checks the same in a browser.
 */
import fs from 'node:fs';
import { cssUrls, htmlUrls, jsUrls, type FoundUrl } from '../helpers/third-party-urls';
import { buildFiles, relative } from './build';

/** Known absolute URLs in the bundle that are not requested on a default build, and why. */
const ALLOWED: { url: RegExp; reason: string }[] = [
  {
    url: /^https:\/\/github\.com\/\$\{…\}\.png(\?size=\$\{…\}|\?size=\d+)?$/,
    reason:
      'contributor avatars (src/components/Contributors): requested only on pages that list contributors, none in the default content',
  },
];

const allowed = (found: FoundUrl) => ALLOWED.some((rule) => rule.url.test(found.url));

describe('the scanner', () => {
  it('finds resources in HTML, not links', () => {
    const html = [
      '<link rel=stylesheet href=https://fonts.googleapis.com/css2?family=Inter>',
      '<link rel="preconnect" href="//cdn.example.com">',
      '<script src="https://cdn.example.com/lib.js"></script>',
      '<img srcset="/local.png 1x, https://img.example.com/a.png 2x">',
      '<div style="background:url(https://img.example.com/bg.png)"></div>',
      '<style>@import "https://cdn.example.com/x.css";</style>',
      '<a href="https://github.com/webpack/webpack">source</a>',
      '<link rel=canonical href=https://webpack.js.org/>',
      '<meta property=og:image content=https://webpack.js.org/img/card.png>',
      '<script src=/assets/js/main.js></script>',
    ].join('');
    expect(htmlUrls(html).map((found) => found.url)).toEqual([
      'https://fonts.googleapis.com/css2?family=Inter',
      '//cdn.example.com',
      'https://cdn.example.com/lib.js',
      'https://img.example.com/a.png',
      'https://img.example.com/bg.png',
      'https://cdn.example.com/x.css',
    ]);
  });

  it('finds requests and resource URLs in JS, not links or text', () => {
    const js = [
      'fetch("https://api.example.com/sponsors")',
      'importScripts(`https://cdn.example.com/workbox.js`)',
      'x.open("GET","https://api.example.com/data")',
      'e.src="https://stats.example.com/pixel"',
      '(0,r.jsx)("img",{src:"https://img.example.com/logo"})',
      '(0,r.jsx)("link",{rel:"stylesheet",href:"https://fonts.example.com/a.css"})',
      'const a=`https://avatars.example.com/${e}.png?size=${90}`',
      // not requested: a link, page text quoting a URL, a URL inside a code sample
      '(0,r.jsx)("a",{href:"https://github.com/webpack/webpack",children:"GitHub"})',
      '(0,r.jsx)(n.code,{children:"https://example.com/shop/main.js"})',
      '(0,r.jsx)("code",{children:"externals: { lodash: \'https://cdn.example.com/lodash.js\' }"})',
    ].join(';');
    expect(
      jsUrls(js)
        .map((found) => found.url)
        .sort(),
    ).toEqual(
      [
        'https://api.example.com/sponsors',
        'https://cdn.example.com/workbox.js',
        'https://api.example.com/data',
        'https://stats.example.com/pixel',
        'https://img.example.com/logo',
        'https://fonts.example.com/a.css',
        'https://avatars.example.com/${…}.png?size=${…}',
      ].sort(),
    );
  });

  it('finds url() and @import in CSS', () => {
    expect(
      cssUrls(
        'a{background:url("//x.example.com/a.svg")}@import url(https://x.example.com/b.css);',
      ).map((f) => f.url),
    ).toEqual(['//x.example.com/a.svg', 'https://x.example.com/b.css']);
  });
});

describe('the build', () => {
  const report = (files: string[], scan: (text: string) => FoundUrl[]) =>
    files.flatMap((file) =>
      scan(fs.readFileSync(file, 'utf8'))
        .filter((found) => !allowed(found))
        .map((found) => `${relative(file)}: ${found.via} ${found.url}`),
    );

  it('requests nothing from another host in its HTML', () => {
    expect(report(buildFiles('.html'), htmlUrls)).toEqual([]);
  });

  it('requests nothing from another host in its CSS', () => {
    expect(report(buildFiles('.css'), (css) => cssUrls(css))).toEqual([]);
  });

  it('requests nothing from another host in its JS (service worker included)', () => {
    expect(report(buildFiles('.js', '.mjs'), jsUrls)).toEqual([]);
  });

  it('has no unused allowance', () => {
    const js = buildFiles('.js').map((file) => fs.readFileSync(file, 'utf8'));
    for (const rule of ALLOWED)
      expect({
        rule: rule.url.source,
        found: js.some((text) => jsUrls(text).some((f) => rule.url.test(f.url))),
      }).toEqual({ rule: rule.url.source, found: true });
  });
});
