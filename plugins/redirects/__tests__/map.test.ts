/**
 * The committed map (src/data/redirects.json) against the site's pages, without a build: every
 * target is a page of the content model (or a route the build adds: printable sections, /vote/),
 * with the anchor it names; no source hides a page. And every URL webpack.js.org answers
 * (fixtures/webpack-js-org-urls.json) answers here: a page, or an entry of the map.
 */
import path from 'node:path';
import { readRedirects } from '..';
import { PRINTABLE_SECTIONS } from '../../content-model';
import { contentModel } from '../../content-model/lib/model';
import { allPages } from '../../content-model/lib/tree';
import { checkAgainstPages, targetPath } from '../lib/redirects';
import webpackJsOrg from './fixtures/webpack-js-org-urls.json';

const SITE_DIR = path.resolve(__dirname, '../../..');
const pages = allPages(contentModel(SITE_DIR));
const anchors = new Map(pages.map((page) => [page.url, new Set(page.anchors.map((a) => a.id))]));
/** Routes the build has besides the model's pages (src/pages, the blog's list, the printable sections). */
const otherRoutes = [
  '/',
  '/blog/',
  '/vote/',
  '/app-shell/',
  ...PRINTABLE_SECTIONS.flatMap((section) => [
    `/${section}/printable/`,
    `/v4/${section}/printable/`,
  ]),
];
const routes = new Set([...pages.map((page) => page.url), ...otherRoutes]);
const redirects = readRedirects(SITE_DIR);

describe('src/data/redirects.json', () => {
  it('leads every old URL to a page of this site, with its anchor, and hides no page', () => {
    expect(
      checkAgainstPages(
        redirects,
        (url) => routes.has(url),
        (url, anchor) => anchors.get(url)?.has(anchor) ?? false,
      ),
    ).toEqual([]);
  });

  it('sends old blog URLs to the post about the same release, else to the blog', () => {
    const posts = pages.filter((page) => page.date).map((page) => page.url);
    for (const { from, to } of redirects.filter((entry) => entry.from.startsWith('/blog/'))) {
      const release = /webpack-(5-\d+)\/$/.exec(from)?.[1];
      if (release)
        expect({ from, to }).toEqual({
          from,
          to: expect.stringMatching(new RegExp(`/webpack-${release}/$`)),
        });
      else expect({ from, to }).toEqual({ from, to: '/blog/' });
      if (to !== '/blog/') expect(posts).toContain(targetPath(to));
    }
  });
});

describe('the URLs of webpack.js.org', () => {
  const urls: string[] = webpackJsOrg.urls;
  const redirected = new Map(redirects.map((entry) => [entry.from, entry.to]));

  it('all answer here: with the page itself or with a redirect', () => {
    const asPage = urls.filter((url) => routes.has(url));
    const asRedirect = urls.filter((url) => !routes.has(url) && redirected.has(url));
    const lost = urls.filter((url) => !routes.has(url) && !redirected.has(url));
    console.log(
      `${urls.length} webpack.js.org URLs: ${asPage.length} are pages here, ${asRedirect.length} redirect, ${lost.length} answer 404`,
    );
    expect(lost).toEqual([]);
  });

  it('include the examples of issue #33', () => {
    for (const url of [
      '/concepts/mode/',
      '/api/passing-a-config/',
      '/guides/production-build/',
      '/migrating/',
      '/support/',
      '/writers-guide/',
      '/get-started/install-webpack/',
      '/development/how-to-write-a-loader/',
      '/pluginsapi/compiler/',
      '/api/plugins/compilation/',
      '/guides/code-splitting-css/',
      '/loaders/file-loader/',
      '/loaders/worker-loader/',
      '/plugins/NoEmitOnErrorsPlugin/',
      '/blog/2020-10-10-webpack-5-release/',
      '/blog/2026-02-04-roadmap-2026/',
      '/awesome-webpack/',
      '/printable/',
      '/blog/printable/',
    ])
      expect(urls).toContain(url);
    expect(redirected.get('/loaders/file-loader/')).toBe('/v4/loaders/file-loader/');
  });
});
