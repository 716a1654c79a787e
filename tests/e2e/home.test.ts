/**
 * Issue #4 — home page (splash, example, Support the Team), vote page,
 * notification bar and sponsor banner, in a browser against the production
 * build. Expected values come from the committed data files and the example
 * files, so the tests hold for the committed empty files and for fetched data alike.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import supportersJson from '../../src/data/supporters.json';
import votesJson from '../../src/data/votes.json';
import { amountOf, formatAmount, validateSupportersFile } from '../../src/lib/supporters';
import { sortProposals, filterProposals, validateVotesFile } from '../../src/lib/votes';
import { NOTIFICATION_STORAGE_KEY } from '../../src/lib/notification';
import { SPONSOR_BANNER } from '../../src/data/sponsorBanner';
import { ROTATOR_WORDS } from '../../src/lib/rotation';
import {
  closeBrowser,
  denyLocalStorage,
  openPage,
  type TestPage,
  url,
  waitForHydration,
} from './browser';

jest.setTimeout(90_000);
afterAll(closeBrowser);

const supporters = validateSupportersFile(supportersJson);
const votes = validateVotesFile(votesJson);
const SUPPORTER_AVATARS = new Set(
  supporters.supporters.flatMap((s) => (s.avatar ? [s.avatar] : [])),
);
const EXAMPLE_DIR = path.resolve(__dirname, '../../examples/home');

/**
 * Runs `fn` on a fresh page; afterwards the page must have made no request to
 * another host and thrown nothing. The one exception: avatar URLs named in
 * the supporters data file (none while it is empty), which the
 * sponsor list loads once in view.
 */
async function withPage<T>(
  fn: (t: TestPage) => Promise<T>,
  options?: Parameters<typeof openPage>[0],
): Promise<T> {
  const t = await openPage(options);
  try {
    const result = await fn(t);
    expect(t.thirdPartyRequests.filter((request) => !SUPPORTER_AVATARS.has(request))).toEqual([]);
    expect(t.pageErrors).toEqual([]);
    return result;
  } finally {
    await t.context.close();
  }
}

/**
 * For a part rendered only in the browser: the server HTML of `path`, the scripts it loads up front,
 * and the paths of the scripts the page loaded (until `ready` shows) whose text contains `text`.
 */
async function scriptsCarrying(path: string, ready: string, text: string) {
  const html = await (await fetch(url(path))).text();
  const upFront = [...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="?([^"\s>]+\.js)/g)].map(
    (m) => m[1],
  );
  const withData = await withPage(async ({ page }) => {
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) scripts.push(response.url());
    });
    await page.goto(url(path));
    await waitForHydration(page);
    await page.locator(ready).first().waitFor();
    const carrying: string[] = [];
    for (const script of scripts) {
      if ((await (await fetch(script)).text()).includes(text))
        carrying.push(new URL(script).pathname);
    }
    return carrying;
  });
  return { html, upFront, withData };
}

const rotatorWord = (page: Page) => page.locator('[data-text-rotator] [data-word]').textContent();

/** Advances the page's fake clock in steps until the rotator shows another word; returns the ms it took. */
async function msUntilWordChanges(page: Page, limit: number, step = 100): Promise<number> {
  const before = await rotatorWord(page);
  for (let elapsed = step; elapsed <= limit; elapsed += step) {
    await page.clock.runFor(step);
    if ((await rotatorWord(page)) !== before) return elapsed;
  }
  return Infinity;
}

async function pauseClock(page: Page): Promise<void> {
  // A moment ahead of the page's clock, which keeps running until it is paused. On a busy machine
  // that moment may have passed by the time the pause arrives: read the clock again and retry.
  for (let attempt = 1; ; attempt += 1) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + 250);
      return;
    } catch (error) {
      if (attempt === 10 || !String(error).includes('Cannot fast-forward to the past')) throw error;
    }
  }
}

describe('home splash', () => {
  it('rotates assets → scripts → images → styles: first change after 5000 ms, then every 5000 ms', async () => {
    await withPage(async ({ page }) => {
      await page.clock.install();
      await page.goto(url('/'));
      await waitForHydration(page);
      await pauseClock(page);
      await expect(rotatorWord(page)).resolves.toBe('assets');
      // The timer started at mount, a moment before the clock was paused: the first change comes at
      // (just under) 5000 ms, certainly not before 3000 ms.
      const first = await msUntilWordChanges(page, 6000);
      expect(first).toBeGreaterThan(3000);
      expect(first).toBeLessThanOrEqual(5000);
      await expect(rotatorWord(page)).resolves.toBe('scripts');
      for (const word of ['images', 'styles', 'assets']) {
        await page.clock.runFor(4900);
        expect(await rotatorWord(page)).not.toBe(word);
        await page.clock.runFor(100);
        await expect(rotatorWord(page)).resolves.toBe(word);
      }
    });
  });

  it('keeps the rotator within 110 px and moves nothing when the word changes', async () => {
    await withPage(async ({ page }) => {
      await page.clock.install();
      await page.goto(url('/'));
      await waitForHydration(page);
      await pauseClock(page);
      const boxes = () =>
        page.evaluate(() => {
          const rect = (selector: string) => {
            const r = document.querySelector(selector)!.getBoundingClientRect();
            return [r.x, r.y, r.width, r.height].map(Math.round);
          };
          const rotator = document.querySelector('[data-text-rotator]') as HTMLElement;
          return {
            heading: rect('[data-splash] h1'),
            rotator: rect('[data-text-rotator]'),
            intro: rect('#intro'),
            fits: rotator.scrollWidth <= rotator.clientWidth,
          };
        });
      const seen: string[] = [];
      const first = await boxes();
      expect(first.rotator[2]).toBeLessThanOrEqual(110);
      for (let i = 0; i < ROTATOR_WORDS.length; i += 1) {
        seen.push((await rotatorWord(page))!);
        await page.clock.runFor(500); // entry animation done
        const now = await boxes();
        expect(now).toEqual({ ...first, fits: true });
        await page.clock.runFor(4500);
      }
      expect(seen.sort()).toEqual([...ROTATOR_WORDS].sort());
      // Screen readers get the whole list once, not a changing word.
      await expect(page.locator('[data-splash] h1').textContent()).resolves.toContain(
        'assets, scripts, images and styles',
      );
    });
  });

  it('stops all motion under prefers-reduced-motion', async () => {
    await withPage(
      async ({ page }) => {
        await page.clock.install();
        await page.goto(url('/'));
        await waitForHydration(page);
        await pauseClock(page);
        await page.clock.runFor(20_000);
        await expect(rotatorWord(page)).resolves.toBe('assets');
        const animations = await page.evaluate(() =>
          [
            '[data-cube-body]',
            '[data-cube-body] > div:last-child',
            '[data-text-rotator] [data-word]',
          ].map((selector) => getComputedStyle(document.querySelector(selector)!).animationName),
        );
        expect(animations).toEqual(['none', 'none', 'none']);
      },
      { reducedMotion: 'reduce' },
    );
  });

  it('does not shift the layout while it loads (notification bar, splash, sponsor list)', async () => {
    await withPage(async ({ page }) => {
      await page.addInitScript(() => {
        const w = window as unknown as { shifts: { value: number; sources: string[] }[] };
        w.shifts = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as {
            value: number;
            hadRecentInput: boolean;
            sources?: { node?: Node }[];
          }[]) {
            if (entry.hadRecentInput) continue;
            w.shifts.push({
              value: entry.value,
              sources: (entry.sources ?? []).map((s) =>
                s.node instanceof Element ? s.node.outerHTML.slice(0, 80) : String(s.node),
              ),
            });
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(url('/'));
      await waitForHydration(page);
      await page.locator('[data-notification-bar] [data-notification-dismiss]').waitFor();
      await page.locator('[data-support] [data-monthly-toggle]').waitFor({ state: 'attached' });
      await page.waitForTimeout(500);
      const shifts = await page.evaluate(
        () => (window as unknown as { shifts: { value: number; sources: string[] }[] }).shifts,
      );
      // theme-classic's code blocks add their (hover-only) word-wrap button once they find their code overflowing
      const codeBlockButtons = (shift: { sources: string[] }) =>
        shift.sources.length > 0 &&
        shift.sources.every((source) => /^<div class="buttonGroup_/.test(source));
      expect(shifts.filter((shift) => !codeBlockButtons(shift))).toEqual([]);
    });
  });
});

/**
 * Tests that only read the home page as it loads share one load of it; each then checks what
 * withPage checks after a test: no request to another host, nothing thrown.
 */
describe('home page, one load read by each test', () => {
  let home: TestPage;
  beforeAll(async () => {
    home = await openPage();
    await home.page.goto(url('/'));
    await waitForHydration(home.page);
  });
  afterAll(() => home?.context.close());

  const onHome = async (fn: (page: Page) => Promise<void>) => {
    await fn(home.page);
    expect(home.thirdPartyRequests.filter((request) => !SUPPORTER_AVATARS.has(request))).toEqual(
      [],
    );
    expect(home.pageErrors).toEqual([]);
  };

  it('shows a 3D cube, 120 px deep, that turns', async () => {
    await onHome(async (page) => {
      const cube = await page.evaluate(() => {
        const scene = document.querySelector('[data-cube]') as HTMLElement;
        const body = document.querySelector('[data-cube-body]') as HTMLElement;
        const style = getComputedStyle(body);
        return {
          width: scene.getBoundingClientRect().width,
          height: scene.getBoundingClientRect().height,
          faces: body.querySelectorAll(':scope > div').length,
          transformStyle: style.transformStyle,
          animation: style.animationName,
          transform: style.transform,
        };
      });
      expect(cube).toMatchObject({ width: 120, height: 120, transformStyle: 'preserve-3d' });
      expect(cube.faces).toBe(7); // six faces and the inner cube
      expect(cube.animation).not.toBe('none');
      expect(cube.transform).toMatch(/^matrix3d\(/);
    });
  });

  it('keeps its own title and one description that calls webpack a module bundler', async () => {
    await onHome(async (page) => {
      await expect(page.title()).resolves.toBe('webpack');
      const descriptions = await page
        .locator('head meta[name="description"]')
        .evaluateAll((m) => m.map((e) => e.getAttribute('content')));
      expect(descriptions).toHaveLength(1);
      expect(descriptions[0]).toMatch(/module bundler/);
    });
  });

  it('has the intro, Write Your Code, Bundle It and the Get Started / Concepts invitation', async () => {
    await onHome(async (page) => {
      // (Heading adds a zero-width space before its hash link)
      const headings = (await page.locator('main h2').allTextContents()).map((t) =>
        t.replace(/\u200b/g, '').trim(),
      );
      expect(headings.slice(0, 4)).toEqual([
        'What webpack does',
        'Write Your Code',
        'Bundle It',
        'Ready to go further?',
      ]);
      const links = await page
        .locator('main a.button--lg')
        .evaluateAll((a) => a.map((e) => [e.textContent, e.getAttribute('href')]));
      expect(links).toEqual([
        ['Get Started', '/guides/getting-started/'],
        ['Concepts', '/concepts/'],
      ]);
    });
  });

  it('shows the example files and the build output exactly as they are in examples/home/', async () => {
    await onHome(async (page) => {
      const shown = (selector: string) =>
        page
          .locator(`${selector} pre code .token-line`)
          .evaluateAll((lines) => lines.map((l) => l.textContent).join('\n'));
      for (const file of ['src/index.js', 'src/greeting.js', 'webpack.config.js', 'page.html']) {
        const onDisk = fs.readFileSync(path.join(EXAMPLE_DIR, file), 'utf8');
        expect({ file, text: (await shown(`[data-example-file="${file}"]`)).trimEnd() }).toEqual({
          file,
          text: onDisk.trimEnd(),
        });
      }
      await expect(shown('[data-example-command]')).resolves.toBe('npx webpack');
      const output = fs.readFileSync(path.join(EXAMPLE_DIR, 'output.txt'), 'utf8');
      expect((await shown('[data-example-output]')).trimEnd()).toBe(output.trimEnd());
    });
  });
});

describe('Support the Team', () => {
  const both = supporters.supporters.find((s) => s.totalDonations > 0 && s.monthlyDonations > 0);
  const totalOnly = supporters.supporters.find(
    (s) => s.totalDonations > 0 && s.monthlyDonations === 0,
  );
  const amountShown = (page: Page, slug: string) =>
    page
      .locator(`[data-rank]:not([data-rank="latest"]) [data-supporter="${slug}"] [data-amount]`)
      .textContent();
  const ORDER = ['latest', 'platinum', 'gold', 'silver', 'bronze', 'backer'];
  // The committed file is empty until `npm run fetch:supporters` has run: then the list shows its empty state.
  const withEntries = both ? it : it.skip;
  const whenEmpty = supporters.supporters.length === 0 ? it : it.skip;

  it('is rendered only in the browser, from a chunk the page does not load up front', async () => {
    const marker = both ? both.name : 'Become a backer';
    const ready = both ? `[data-supporter="${both.slug}"]` : '[data-rank-empty]';
    const { html, upFront, withData } = await scriptsCarrying('/', ready, marker);
    expect(html).toContain('Support the Team');
    expect(html).not.toContain(marker);
    expect(withData).toHaveLength(1);
    expect(upFront).not.toContain(withData[0]);
  });

  it('starts with monthly amounts when the random draw is below 0.33, with totals otherwise', async () => {
    for (const [draw, monthly] of [
      [0.1, true],
      [0.32, true],
      [0.33, false],
      [0.9, false],
    ] as const) {
      await withPage(async ({ page }) => {
        await page.addInitScript((value) => {
          Math.random = () => value;
        }, draw);
        await page.goto(url('/'));
        await waitForHydration(page);
        const toggle = page.locator('[data-monthly-toggle]');
        await toggle.waitFor();
        expect({ draw, checked: await toggle.isChecked() }).toEqual({ draw, checked: monthly });
        await expect(
          page.locator('[data-amount-type]').getAttribute('data-amount-type'),
        ).resolves.toBe(monthly ? 'monthly' : 'total');
        if (both) {
          await expect(amountShown(page, both.slug)).resolves.toBe(
            formatAmount(
              amountOf(both, monthly ? 'monthly' : 'total'),
              monthly ? 'monthly' : 'total',
            ),
          );
        }
      });
    }
  });

  withEntries(
    'switches every amount between the total and the monthly average with the checkbox',
    async () => {
      await withPage(async ({ page }) => {
        await page.addInitScript(() => {
          Math.random = () => 0.9; // start with totals
        });
        await page.goto(url('/'));
        await waitForHydration(page);
        const toggle = page.locator('[data-monthly-toggle]');
        await toggle.scrollIntoViewIfNeeded();
        const allAmounts = () => page.locator('[data-support] [data-amount]').allTextContents();
        const totals = await allAmounts();
        expect(totals.every((a) => !a.endsWith('/month'))).toBe(true);
        await expect(amountShown(page, both!.slug)).resolves.toBe(
          formatAmount(both!.totalDonations, 'total'),
        );

        await toggle.check();
        await expect(amountShown(page, both!.slug)).resolves.toBe(
          formatAmount(both!.monthlyDonations, 'monthly'),
        );
        const monthly = await allAmounts();
        expect(monthly.length).toBeGreaterThan(0);
        expect(monthly.every((a) => a.endsWith('/month'))).toBe(true);
        if (totalOnly) {
          // nothing given in the last year: not listed in the monthly view
          await expect(page.locator(`[data-supporter="${totalOnly.slug}"]`).count()).resolves.toBe(
            0,
          );
        }

        await toggle.uncheck();
        await expect(allAmounts()).resolves.toEqual(totals);
      });
    },
  );

  it('keeps every rank heading, in order, and the monthly/total switch, with or without supporters', async () => {
    await withPage(async ({ page }) => {
      await page.addInitScript(() => {
        Math.random = () => 0.9;
      });
      await page.goto(url('/'));
      await waitForHydration(page);
      await page.locator('[data-monthly-toggle]').scrollIntoViewIfNeeded();
      const ranks = await page
        .locator('[data-rank]')
        .evaluateAll((sections) => sections.map((s) => s.getAttribute('data-rank')));
      expect(ranks).toEqual(ORDER);
      await page.locator('[data-monthly-toggle]').check();
      await expect(
        page.locator('[data-amount-type]').getAttribute('data-amount-type'),
      ).resolves.toBe('monthly');
      await expect(page.locator('[data-rank]').count()).resolves.toBe(ORDER.length);
      const withoutAvatar = supporters.supporters.filter((s) => !s.avatar && s.totalDonations > 0);
      await page.locator('[data-monthly-toggle]').uncheck();
      for (const s of withoutAvatar.slice(0, 3)) {
        const item = page.locator(
          `[data-rank]:not([data-rank="latest"]) [data-supporter="${s.slug}"]`,
        );
        await expect(item.locator('img').count()).resolves.toBe(0);
        await expect(
          item.locator('span[aria-hidden="true"]').first().textContent(),
        ).resolves.toMatch(/^[A-Z0-9?]{1,2}$/);
      }
      // no sample notice and no maintainer instructions on a public page
      await expect(page.locator('[data-support]').textContent()).resolves.not.toMatch(
        /sample|npm run/i,
      );
    });
  });

  whenEmpty(
    'shows each empty rank as an invitation to the collective, not as a blank',
    async () => {
      await withPage(async ({ page }) => {
        await page.goto(url('/'));
        await waitForHydration(page);
        await page.locator('[data-rank-empty]').first().waitFor();
        const empty = await page.locator('[data-rank]').evaluateAll((sections) =>
          sections.map((s) => ({
            rank: s.getAttribute('data-rank'),
            heading: s.querySelector('h3')?.textContent,
            link: s.querySelector('[data-rank-empty] a')?.getAttribute('href'),
            text: s.querySelector('[data-rank-empty] a')?.textContent,
          })),
        );
        expect(empty).toHaveLength(ORDER.length);
        for (const rank of empty) {
          expect(rank.heading).toBeTruthy();
          expect(rank.link).toMatch(/^https:\/\/opencollective\.com\/webpack(#backer)?$/);
          expect(rank.text).toBe(rank.rank === 'backer' ? 'Become a backer' : 'Become a sponsor');
        }
      });
    },
  );
});

describe('notification bar', () => {
  const bar = (page: Page) => page.locator('[data-notification-bar]');

  it('points readers of the webpack 4 docs to /v4/ and to the migration guide', async () => {
    await withPage(async ({ page }) => {
      await page.goto(url('/concepts/'));
      await waitForHydration(page);
      await bar(page).locator('[data-notification-dismiss]').waitFor();
      const links = await bar(page)
        .locator('a')
        .evaluateAll((a) => a.map((e) => e.getAttribute('href')));
      expect(links).toEqual(['/v4/', '/migrate/5/']);
      // above the navbar
      const [barBox, navBox] = [
        await bar(page).boundingBox(),
        await page.locator('nav.navbar').boundingBox(),
      ];
      expect(barBox!.y + barBox!.height).toBeLessThanOrEqual(navBox!.y + 0.5);
    });
  });

  it('has its message in the server HTML, and the same height before and after hydration', async () => {
    const withoutJs = await openPage({ javaScriptEnabled: false });
    let serverHeight: number;
    try {
      await withoutJs.page.goto(url('/'));
      serverHeight = (await withoutJs.page.locator('[data-notification-bar]').boundingBox())!
        .height;
      // never an empty bar while a chunk loads: the text is there before any script runs
      await expect(
        withoutJs.page.locator('[data-notification-bar]').textContent(),
      ).resolves.toContain('Using webpack 4?');
    } finally {
      await withoutJs.context.close();
    }
    expect(serverHeight).toBeGreaterThan(30);
    await withPage(async ({ page }) => {
      await page.goto(url('/'));
      await waitForHydration(page);
      await bar(page).locator('[data-notification-dismiss]').waitFor();
      expect((await bar(page).boundingBox())!.height).toBe(serverHeight);
    });
  });

  it('stays dismissed across reloads once dismissed (stored value 3)', async () => {
    await withPage(async ({ page }) => {
      await page.goto(url('/'));
      await waitForHydration(page);
      await bar(page).locator('[data-notification-dismiss]').click();
      await expect(bar(page).count()).resolves.toBe(0);
      await expect(
        page.evaluate((key) => localStorage.getItem(key), NOTIFICATION_STORAGE_KEY),
      ).resolves.toBe('3');

      await page.reload();
      await waitForHydration(page);
      await page.waitForTimeout(500);
      await expect(bar(page).isVisible()).resolves.toBe(false);
      await expect(page.locator('[data-notification-dismiss]').count()).resolves.toBe(0);
      await expect(page.locator('html').getAttribute('data-notification-dismissed')).resolves.toBe(
        '',
      );

      await page.goto(url('/vote/'));
      await waitForHydration(page);
      await expect(bar(page).isVisible()).resolves.toBe(false);
    });
  });

  it('shows again for a dismissal of an older version', async () => {
    await withPage(async ({ page }) => {
      await page.addInitScript((key) => localStorage.setItem(key, '2'), NOTIFICATION_STORAGE_KEY);
      await page.goto(url('/'));
      await waitForHydration(page);
      await bar(page).locator('[data-notification-dismiss]').waitFor();
      await expect(bar(page).isVisible()).resolves.toBe(true);
    });
  });

  it('works without localStorage: shown, and dismissible for the page view', async () => {
    await withPage(async ({ page }) => {
      await denyLocalStorage(page);
      await page.goto(url('/'));
      await waitForHydration(page);
      await bar(page).locator('[data-notification-dismiss]').click();
      await expect(bar(page).count()).resolves.toBe(0);
      await page.reload();
      await waitForHydration(page);
      await bar(page).locator('[data-notification-dismiss]').waitFor();
    });
  });
});

describe('vote page', () => {
  const shownIds = (page: Page) =>
    page
      .locator('[data-proposal]')
      .evaluateAll((items) => items.map((i) => i.getAttribute('data-proposal')));
  const shownVotes = (page: Page) =>
    page
      .locator('[data-proposal] [data-votes]')
      .evaluateAll((items) => items.map((i) => Number(i.textContent)));
  // The committed file is empty until `npm run fetch:votes` has run: then the page shows its empty state.
  const withEntries = votes.proposals.length > 0 ? it : it.skip;
  const whenEmpty = votes.proposals.length === 0 ? it : it.skip;

  it('is client-only, from its own chunk: the server HTML has the page but not the proposals', async () => {
    const title = votes.proposals[0]?.title ?? 'There are no proposals to show here yet.';
    const ready = votes.proposals.length > 0 ? '[data-proposal]' : '[data-vote-empty]';
    const { html, upFront, withData } = await scriptsCarrying('/vote/', ready, title);
    expect(html).toContain('<h1');
    expect(html).not.toContain(title);
    expect(withData).toHaveLength(1);
    expect(upFront).not.toContain(withData[0]);
  });

  whenEmpty(
    'without proposals, says so and links to the proposals on GitHub, with no sample or npm instructions',
    async () => {
      await withPage(async ({ page }) => {
        await page.goto(url('/vote/'));
        await waitForHydration(page);
        const empty = page.locator('[data-vote-empty]');
        await empty.waitFor();
        const links = await empty
          .locator('a')
          .evaluateAll((a) => a.map((e) => e.getAttribute('href')));
        expect(links).toEqual([
          'https://github.com/webpack/webpack.js.org/issues?q=is%3Aissue%20is%3Aopen%20label%3Avote',
          'https://github.com/webpack/webpack/issues?q=is%3Aissue%20is%3Aopen%20label%3Avote',
        ]);
        await expect(page.locator('main').textContent()).resolves.not.toMatch(/sample|npm run/i);
      });
    },
  );

  withEntries('lists every open proposal, most votes first', async () => {
    await withPage(async ({ page }) => {
      await page.goto(url('/vote/'));
      await waitForHydration(page);
      await page.locator('[data-proposal]').first().waitFor();
      await expect(shownIds(page)).resolves.toEqual(
        sortProposals(votes.proposals, 'votes').map((p) => p.id),
      );
      const counts = await shownVotes(page);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
      for (const proposal of votes.proposals) {
        const item = page.locator(`[data-proposal="${proposal.id}"]`);
        await expect(item.locator('h2').textContent()).resolves.toBe(proposal.title);
        const link = item.locator('a', { hasText: 'Vote on GitHub' });
        await expect(link.getAttribute('href')).resolves.toBe(proposal.url);
        expect(proposal.url).toMatch(/^https:\/\/github\.com\//);
      }
    });
  });

  withEntries('re-sorts by newest and filters by area', async () => {
    await withPage(async ({ page }) => {
      await page.goto(url('/vote/'));
      await waitForHydration(page);
      await page.locator('[data-vote-order]').selectOption('newest');
      await expect(shownIds(page)).resolves.toEqual(
        sortProposals(votes.proposals, 'newest').map((p) => p.id),
      );
      await page.locator('[data-vote-order]').selectOption('votes');
      await page.locator('[data-vote-area]').selectOption('docs');
      const docs = sortProposals(filterProposals(votes.proposals, 'docs'), 'votes').map(
        (p) => p.id,
      );
      await expect(shownIds(page)).resolves.toEqual(docs);
      expect(docs.length).toBeLessThan(votes.proposals.length);
    });
  });
});

describe('sponsor banner', () => {
  const banner = (page: Page) => page.locator('[data-sponsor-banner]');
  const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

  it('shows on wide screens beside the docs, marked as a sponsor, with a local image, never over the content', async () => {
    await withPage(
      async ({ page }) => {
        await page.goto(url('/concepts/'));
        await waitForHydration(page);
        await expect(banner(page).isVisible()).resolves.toBe(true);
        await expect(banner(page).getAttribute('aria-label')).resolves.toBe('Sponsor');
        await expect(banner(page).textContent()).resolves.toMatch(/^Sponsor/);
        await expect(banner(page).textContent()).resolves.not.toMatch(/sample|your banner here/i);
        if (SPONSOR_BANNER) {
          const image = banner(page).locator('img');
          const src = await image.evaluate((img: HTMLImageElement) => {
            img.loading = 'eager';
            return img.currentSrc || img.src;
          });
          expect(new URL(src).origin).toBe(new URL(url('/')).origin);
          await page.waitForFunction(
            () =>
              (document.querySelector('[data-sponsor-banner] img') as HTMLImageElement)
                .naturalWidth > 0,
          );
        } else {
          // no banner placed: an invitation to the collective instead of a made-up sponsor
          await expect(banner(page).locator('a').getAttribute('href')).resolves.toBe(
            'https://opencollective.com/webpack',
          );
        }
        for (const scrollY of [0, 1500, 4000]) {
          await page.evaluate((y) => window.scrollTo(0, y), scrollY);
          await page.waitForTimeout(100);
          const [bannerBox, article, navbar] = await Promise.all([
            banner(page).boundingBox(),
            page.locator('article').boundingBox(),
            page.locator('nav.navbar').boundingBox(),
          ]);
          expect({
            scrollY,
            overArticle: overlaps(bannerBox!, article!),
            underNavbar: overlaps(bannerBox!, navbar!),
          }).toEqual({
            scrollY,
            overArticle: false,
            underNavbar: false,
          });
          // and nothing of the table of contents is painted over it or under it
          const toc = await page.locator('.theme-doc-toc-desktop').boundingBox();
          expect(overlaps(bannerBox!, toc!)).toBe(false);
        }
      },
      { viewport: { width: 1440, height: 900 } },
    );
  });

  it('is hidden on narrower screens', async () => {
    for (const width of [1100, 800, 390]) {
      await withPage(
        async ({ page }) => {
          await page.goto(url('/concepts/'));
          await waitForHydration(page);
          const count = await banner(page).count();
          if (count > 0) await expect(banner(page).isVisible()).resolves.toBe(false);
        },
        { viewport: { width, height: 900 } },
      );
    }
  });
});
