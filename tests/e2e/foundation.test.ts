/**
 * Issue #2 — route rules, not-found page, header, theme, footer and metadata,
 * checked in a real browser against the served production build.
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import { closeBrowser, denyLocalStorage, url, waitForHydration, withPage } from './browser';
import { SITE_ROUTES, versionRoutes } from '../helpers/site-routes';

jest.setTimeout(60_000);

afterAll(closeBrowser);

let baseline: Promise<number> | undefined;
/**
 * history.length right after a fresh tab opens a page (Chromium counts the initial blank entry).
 * The same for every tab, so measured once for the tests that compare with it.
 */
function baselineHistoryLength(): Promise<number> {
  baseline ??= withPage(async ({ page }) => {
    await page.goto(url('/concepts/'));
    await waitForHydration(page);
    return page.evaluate(() => history.length);
  });
  return baseline;
}

/** Every route the content brief lists, the offline app shell, and every webpack 4 page (/v4/…). */
const SPEC_ROUTES = [...SITE_ROUTES, '/app-shell/', ...versionRoutes('4')];

describe('routes', () => {
  it.each(SPEC_ROUTES)('%s answers 200 from the local server', async (path) => {
    const response = await fetch(url(path), { redirect: 'manual' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
  });

  it('answers an unknown path with 404 and the not-found page, worded as the spec says', async () => {
    const response = await fetch(url('/no/such/page/'));
    expect(response.status).toBe(404);
    await withPage(async ({ page }) => {
      const navigation = await page.goto(url('/no/such/page/'));
      expect(navigation?.status()).toBe(404);
      await waitForHydration(page);
      await expect(page.locator('main h1').textContent()).resolves.toBe('Page Not Found');
      await expect(page.locator('main p').first().textContent()).resolves.toBe(
        'Oops! The page you are looking for has been removed or relocated.',
      );
      const home = page.getByRole('link', { name: 'Go to Homepage' });
      await expect(home.getAttribute('href')).resolves.toBe('/');
      await expect(page.title()).resolves.toBe('Page Not Found | webpack');
      // more ways on than the home button
      await expect(page.locator('[data-not-found-suggestions] a').count()).resolves.toBeGreaterThan(
        3,
      );
      // no address of its own: no canonical link, og:url or hreflang alternates (they pointed at /404.html/)
      const urlTags = () =>
        page.evaluate(() =>
          [
            ...document.head.querySelectorAll(
              'link[rel="canonical"], meta[property="og:url"], link[hreflang]',
            ),
          ].map((el) => el.outerHTML),
        );
      await expect(urlTags()).resolves.toEqual([]);
      const html = await (await fetch(url('/no/such/page/'))).text();
      expect(html).not.toMatch(/404\.html\//);
      expect(html).toContain('<meta data-rh=true name=robots content=noindex');
      await home.click();
      await page.waitForURL(url('/'));
      await expect(page.locator('link[rel="canonical"]').getAttribute('href')).resolves.toBe(
        'https://webpack.js.org/',
      );
    });
  });

  it('redirects a path without its trailing slash with a 301 from the local server', async () => {
    const response = await fetch(url('/concepts/entry-points'), { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/concepts/entry-points/');
    const withQuery = await fetch(url('/api/cli?x=1'), { redirect: 'manual' });
    expect(withQuery.headers.get('location')).toBe('/api/cli/?x=1');
  });

  it('on a static host without redirects, the not-found page replaces the URL with the known slash form', async () => {
    await withPage(async ({ page }) => {
      // Play a host that serves 404.html for /concepts instead of redirecting.
      const notFoundHtml = await (await fetch(url('/404.html'))).text();
      await page.route(url('/concepts'), (route) =>
        route.fulfill({ status: 404, contentType: 'text/html', body: notFoundHtml }),
      );
      await page.goto(url('/concepts#entry'));
      await page.waitForURL(url('/concepts/#entry'));
      await expect(
        page.locator('article h1, article header h1').first().textContent(),
      ).resolves.toBeTruthy();
      await expect(page.locator('text=Page Not Found').count()).resolves.toBe(0);
      // replace, not push
      await expect(page.evaluate(() => history.length)).resolves.toBe(
        await baselineHistoryLength(),
      );
    });
  });

  it('leaves an unknown path without slash on the not-found page', async () => {
    await withPage(async ({ page }) => {
      await page.goto(url('/definitely-not-here'));
      await waitForHydration(page);
      expect(page.url()).toBe(url('/definitely-not-here'));
      await expect(page.locator('main h1').textContent()).resolves.toBe('Page Not Found');
    });
  });

  it('renders /app-shell/ as the site chrome with an empty main area', async () => {
    await withPage(async ({ page }) => {
      await page.goto(url('/app-shell/'));
      await waitForHydration(page);
      await expect(page.locator('nav.navbar').count()).resolves.toBe(1);
      await expect(page.locator('footer').count()).resolves.toBe(1);
      await expect(page.locator('#app-shell-main').innerHTML()).resolves.toBe('');
    });
  });

  it('replaces /configuration/other-options/#cache… with the cache page, same hash, no extra history entry', async () => {
    await withPage(async ({ page }) => {
      await page.goto(url('/configuration/other-options/#cachetype'));
      await page.waitForURL(url('/configuration/cache/#cachetype'));
      await expect(page.evaluate(() => history.length)).resolves.toBe(
        await baselineHistoryLength(),
      );
    });
  });

  it('leaves other hashes on /configuration/other-options/ alone', async () => {
    await withPage(async ({ page }) => {
      await page.goto(url('/configuration/other-options/#amd'));
      await waitForHydration(page);
      await page.waitForTimeout(300);
      expect(page.url()).toBe(url('/configuration/other-options/#amd'));
    });
  });
});

describe('header', () => {
  it('shows Documentation as active on every docs section path, and not elsewhere', async () => {
    await withPage(async ({ page }) => {
      const documentation = page.locator('.theme-layout-navbar-left > .dropdown > a.navbar__link', {
        hasText: 'Documentation',
      });
      for (const path of [
        '/api/cli/',
        '/concepts/',
        '/configuration/output/',
        '/guides/',
        '/loaders/',
        '/migrate/5/',
        '/plugins/',
      ]) {
        await page.goto(url(path));
        await waitForHydration(page);
        await expect(documentation.getAttribute('class')).resolves.toContain(
          'navbar__link--active',
        );
        await expect(documentation.getAttribute('href')).resolves.toBe('/concepts/');
      }
      await page.goto(url('/contribute/'));
      await waitForHydration(page);
      await expect(documentation.getAttribute('class')).resolves.not.toContain(
        'navbar__link--active',
      );
      const contribute = page.locator('.theme-layout-navbar-left a.navbar__link', {
        hasText: 'Contribute',
      });
      await expect(contribute.getAttribute('class')).resolves.toContain('navbar__link--active');
    });
  });

  it('has the four top links and a Documentation menu of every docs section but contribute and blog', async () => {
    await withPage(async ({ page }) => {
      await page.goto(url('/concepts/'));
      await waitForHydration(page);
      const top = await page
        .locator(
          '.theme-layout-navbar-left > .navbar__item > a.navbar__link, .theme-layout-navbar-left > a.navbar__item',
        )
        .allTextContents();
      expect(top.map((t) => t.trim())).toEqual(['Documentation', 'Contribute', 'Vote', 'Blog']);
      const menu = await page
        .locator('.theme-layout-navbar-left .dropdown__menu a')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(menu).toEqual([
        '/concepts/',
        '/configuration/',
        '/guides/',
        '/api/',
        '/loaders/',
        '/plugins/',
        '/migrate/',
        '/troubleshooting/',
      ]);
    });
  });

  it('links to the repository, X and Stack Overflow', async () => {
    await withPage(async ({ page }) => {
      await page.goto(url('/'));
      const hrefs = await page
        .locator('.navbar a.header-icon-link')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(hrefs).toEqual([
        'https://github.com/webpack/webpack',
        'https://x.com/webpack',
        'https://stackoverflow.com/questions/tagged/webpack',
      ]);
    });
  });

  it('points each language at its host with the same path and hash, following hash changes', async () => {
    await withPage(async ({ page }) => {
      await page.goto(url('/configuration/output/#outputfilename'));
      await waitForHydration(page);
      const href = (code: string) =>
        page.locator(`a[data-language="${code}"]`).first().getAttribute('href');
      await expect(href('en')).resolves.toBe(
        'https://webpack.js.org/configuration/output/#outputfilename',
      );
      await expect(href('zh')).resolves.toBe(
        'https://webpack.docschina.org/configuration/output/#outputfilename',
      );
      await expect(href('ko')).resolves.toBe(
        'https://webpack.kr/configuration/output/#outputfilename',
      );
      const labels = await page.locator('.navbar__items--right [data-language]').allTextContents();
      expect(labels).toEqual(['English', '中文', '한국어']);
      await page.evaluate(() => {
        window.location.hash = '#outputpath';
      });
      await page.waitForFunction(
        () =>
          document.querySelector('a[data-language="ko"]')?.getAttribute('href') ===
          'https://webpack.kr/configuration/output/#outputpath',
      );
      await expect(href('zh')).resolves.toBe(
        'https://webpack.docschina.org/configuration/output/#outputpath',
      );
    });
  });

  it('has a search button that opens a box with the spec placeholder, which stays put when nothing matches', async () => {
    await withPage(async ({ page, pageErrors }) => {
      await page.goto(url('/concepts/'));
      await waitForHydration(page);
      await page.locator('[data-search-button]').click();
      const box = page.getByPlaceholder('Search webpack documentation');
      // the search screen is its own chunk: wait for it, then there is exactly one box
      await box.waitFor();
      await expect(box.count()).resolves.toBe(1);
      // search itself is tested in search.test.ts; Enter with no result must not navigate
      await box.fill('qqqzzzxxj');
      await page.getByText('No results for').waitFor();
      await box.press('Enter');
      expect(page.url()).toBe(url('/concepts/'));
      expect(pageErrors).toEqual([]);
    });
  });
});

describe('theme', () => {
  it('is light by default', async () => {
    await withPage(async ({ page }) => {
      await page.goto(url('/concepts/'));
      await waitForHydration(page);
      await expect(page.locator('html').getAttribute('data-theme')).resolves.toBe('light');
      await expect(page.locator('html').getAttribute('class')).resolves.not.toMatch(/\bdark\b/);
    });
  });

  it('persists dark under localStorage "theme" and applies it before first paint on reload', async () => {
    await withPage(async ({ page }) => {
      // Record what <html> looks like at the first animation frame, i.e. the first paint.
      await page.addInitScript(() => {
        requestAnimationFrame(() => {
          const root = document.documentElement;
          (window as unknown as { firstPaint: unknown }).firstPaint = {
            theme: root.getAttribute('data-theme'),
            dark: root.classList.contains('dark'),
          };
        });
      });
      await page.goto(url('/concepts/'));
      await waitForHydration(page);
      await page.locator('button[title*="mode"]').first().click();
      // Docusaurus cycles light → dark (→ system); click until dark.
      for (
        let i = 0;
        i < 2 && (await page.locator('html').getAttribute('data-theme')) !== 'dark';
        i += 1
      ) {
        await page.locator('button[title*="mode"]').first().click();
      }
      await expect(page.locator('html').getAttribute('data-theme')).resolves.toBe('dark');
      await expect(page.locator('html').getAttribute('class')).resolves.toMatch(/\bdark\b/);
      await expect(page.evaluate(() => localStorage.getItem('theme'))).resolves.toBe('dark');

      await page.reload();
      await page.waitForFunction(() => 'firstPaint' in window);
      await expect(
        page.evaluate(() => (window as unknown as { firstPaint: unknown }).firstPaint),
      ).resolves.toEqual({
        theme: 'dark',
        dark: true,
      });
      // and still once the page has hydrated and set <html>'s classes for the page
      await waitForHydration(page);
      await expect(page.locator('html').getAttribute('class')).resolves.toMatch(/\bdark\b/);
      await expect(page.locator('html').getAttribute('class')).resolves.toMatch(/\bdocs-wrapper\b/);
    });
  });

  it('works when localStorage is unavailable', async () => {
    await withPage(async ({ page, pageErrors }) => {
      await denyLocalStorage(page);
      await page.goto(url('/concepts/'));
      await waitForHydration(page);
      await expect(page.locator('html').getAttribute('data-theme')).resolves.toBe('light');
      await page.locator('button[title*="mode"]').first().click();
      await expect(page.locator('html').getAttribute('data-theme')).resolves.not.toBe('light');
      expect(pageErrors).toEqual([]);
    });
  });
});

describe('footer', () => {
  it('has the spec links', async () => {
    await withPage(async ({ page }) => {
      await page.goto(url('/'));
      const labels = (await page.locator('footer a').allTextContents()).map((t) => t.trim());
      expect(labels).toEqual([
        'Get Started',
        'Comparison',
        'Privacy Policy',
        'Swag Store',
        'Glossary',
        'Branding',
        'Chat Room',
        'Changelog',
        'License',
      ]);
      await expect(
        page.locator('footer a', { hasText: 'Privacy Policy' }).getAttribute('href'),
      ).resolves.toBe('https://privacy-policy.openjsf.org/');
    });
  });
});

describe('metadata', () => {
  const head = async (path: string) =>
    withPage(async ({ page }) => {
      await page.goto(url(path));
      await waitForHydration(page);
      return page.evaluate(() => {
        const meta = (selector: string) =>
          document.head.querySelector(selector)?.getAttribute('content') ?? null;
        const link = (selector: string) =>
          document.head.querySelector(selector)?.getAttribute('href') ?? null;
        return {
          title: document.title,
          descriptions: [...document.head.querySelectorAll('meta[name="description"]')].map((m) =>
            m.getAttribute('content'),
          ),
          canonical: link('link[rel="canonical"]'),
          themeColor: meta('meta[name="theme-color"]'),
          viewport: meta('meta[name="viewport"]'),
          manifest: link('link[rel="manifest"]'),
          appleTouch: link('link[rel="apple-touch-icon"]'),
          appleTouchSizes: document.head
            .querySelector('link[rel="apple-touch-icon"]')
            ?.getAttribute('sizes'),
          icons: [...document.head.querySelectorAll('link[rel="icon"][sizes]')].map((l) =>
            l.getAttribute('sizes'),
          ),
          tile: meta('meta[name="msapplication-TileImage"]'),
          maskIconColor: document.head
            .querySelector('link[rel="mask-icon"]')
            ?.getAttribute('color'),
          ogTitle: meta('meta[property="og:title"]'),
          ogDescription: meta('meta[property="og:description"]'),
          ogImage: meta('meta[property="og:image"]'),
          ogUrl: meta('meta[property="og:url"]'),
          twitterCard: meta('meta[name="twitter:card"]'),
          twitterImage: meta('meta[name="twitter:image"]'),
        };
      });
    });

  it('gives a docs page its title, description, canonical URL and the site tags', async () => {
    const tags = await head('/concepts/entry-points/');
    const { readFileSync } = await import('node:fs');
    const { parseMarkdown } = await import('../../plugins/content-model/lib/markdown');
    const { data } = parseMarkdown(readFileSync('docs/concepts/entry-points.md', 'utf8'));
    expect(tags.title).toBe(`${String(data.title)} | webpack`);
    expect(tags.descriptions).toEqual([data.description]);
    expect(tags.canonical).toBe('https://webpack.js.org/concepts/entry-points/');
    expect(tags.themeColor).toBe('#2B3A42');
    expect(tags.viewport).toContain('width=device-width');
    expect(tags.manifest).toBe('/manifest.json');
    expect(tags.appleTouch).toBe('/icons/apple-touch-icon.png');
    expect(tags.appleTouchSizes).toBe('180x180');
    expect(tags.icons).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(tags.tile).toBe('/icons/mstile-150x150.png');
    expect(tags.maskIconColor).toBe('#465e69');
    expect(tags.ogTitle).toBe(tags.title);
    expect(tags.ogDescription).toBe(data.description);
    expect(tags.ogImage).toMatch(/^https:\/\/webpack\.js\.org\/img\/social-card\.png$/);
    expect(tags.ogUrl).toBe('https://webpack.js.org/concepts/entry-points/');
    expect(tags.twitterCard).toBe('summary_large_image');
    expect(tags.twitterImage).toBe(tags.ogImage);
  });

  it('gives the home page its own title and a canonical URL with a slash', async () => {
    const tags = await head('/');
    expect(tags.title).toBe('webpack');
    expect(tags.descriptions).toHaveLength(1);
    expect(tags.descriptions[0]).toMatch(/module bundler/);
    expect(tags.canonical).toBe('https://webpack.js.org/');
    expect(tags.themeColor).toBe('#2B3A42');
  });

  it('serves the icons and the manifest the head points at', async () => {
    for (const path of [
      '/manifest.json',
      '/icons/apple-touch-icon.png',
      '/icons/icon-192x192.png',
      '/icons/icon-512x512.png',
      '/icons/mstile-150x150.png',
      '/icons/safari-pinned-tab.svg',
      '/img/social-card.png',
    ]) {
      const response = await fetch(url(path));
      expect({ path, status: response.status }).toEqual({ path, status: 200 });
    }
    const manifest = (await (await fetch(url('/manifest.json'))).json()) as {
      theme_color: string;
      display: string;
      icons: { sizes: string }[];
    };
    expect(manifest.theme_color).toBe('#2B3A42');
    expect(manifest.display).toBe('minimal-ui');
    expect(manifest.icons.map((i) => i.sizes)).toEqual(
      expect.arrayContaining(['192x192', '512x512']),
    );
  });
});
