/**
 * Every page template a reader can meet (scripts/bench/lib/templates.cjs), loaded once per
 * viewport and theme, with every check of that load run on it, one test per check:
 * - issue #20, the Content-Security-Policy of build/_headers: sent, and nothing violates it
 *   (inline scripts run because their hashes are allowed);
 * - issue #10, no layout shift: the page loads and hydrates without moving what is already on
 *   screen (the browser's layout-shift entries sum to 0), on a desktop and a phone-sized screen;
 * - issue #10, accessibility: axe-core finds no serious or critical violation after hydration, in
 *   the light and the dark theme;
 * - issue #10, no request to a third-party host: scrolled to the bottom (so lazy images and in-view
 *   prefetches fire), the page asked no other host for anything (the browser resolves no other
 *   host, and the shared browser helper records every request to one).
 * These were one file per check, each loading every template again (66 loads); sharing the loads
 * takes 31. The tests of each check that open parts of a page or change it stay in their files.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { allTemplates } from '../../scripts/bench/lib/templates.cjs';
import { BUILD_DIR } from '../gates/build';
import { closeBrowser, openPage, url, waitForHydration, WITH_BACKGROUND_LOADING } from './browser';
import {
  axeViolations,
  blocking,
  describeViolations,
  recordCspViolations,
  recordShifts,
  scrollToBottom,
  twoFrames,
  type AxeViolation,
  type Shift,
} from './page-checks';

jest.setTimeout(120_000);
afterAll(closeBrowser);

const VIEWPORTS = { desktop: { width: 1280, height: 900 }, phone: { width: 390, height: 844 } };
type Viewport = (typeof VIEWPORTS)[keyof typeof VIEWPORTS];

/** What one load of a page showed; each field is read by one test. */
interface Load {
  /** The Content-Security-Policy header the page was sent with. */
  csp: string;
  /** Policy violations and uncaught errors until the page was hydrated. */
  cspViolations: string[];
  pageErrors: Error[];
  /** `data-theme` of <html> once hydrated. */
  theme: string | null;
  /** Layout shifts until the page was hydrated, its network idle and two frames drawn. */
  shifts: Shift[];
  axe: AxeViolation[];
  /** Requests to another host, after scrolling to the bottom and the network going idle. */
  thirdPartyRequests: string[];
}

/** Which checks a load is for; a check not asked for is not run (its field stays empty). */
interface Checks {
  viewport: Viewport;
  /** Stored as the reader's choice before the page loads; without it the page shows its default (light) theme. */
  theme?: 'dark';
  shifts?: boolean;
  axe?: boolean;
  thirdParty?: boolean;
}

/**
 * Loads the page once in a fresh context and records, in this order: the policy violations and
 * errors until hydration, the layout shifts until the page is idle, axe's verdict (before any
 * scrolling, on the page as it first settles), then the third-party requests made while scrolling
 * to the bottom.
 */
async function loadPage(pagePath: string, checks: Checks): Promise<Load> {
  const { page, context, thirdPartyRequests, pageErrors } = await openPage({
    viewport: checks.viewport,
    // the load that scrolls and waits for the network: with what the offline worker and link
    // prefetching fetch too
    ...(checks.thirdParty ? WITH_BACKGROUND_LOADING : {}),
  });
  try {
    if (checks.theme) {
      await page.addInitScript(
        (value) => window.localStorage.setItem('theme', value),
        checks.theme,
      );
    }
    const cspViolations = await recordCspViolations(page);
    const shifts = await recordShifts(page);
    const response = await page.goto(url(pagePath));
    await waitForHydration(page);
    const load: Load = {
      csp: response?.headers()['content-security-policy'] ?? '',
      cspViolations: await cspViolations(),
      pageErrors: [...pageErrors],
      theme: await page.locator('html').getAttribute('data-theme'),
      shifts: [],
      axe: [],
      thirdPartyRequests: [],
    };
    if (checks.shifts) {
      await page.waitForLoadState('networkidle');
      await twoFrames(page);
      load.shifts = await shifts();
    }
    if (checks.axe) load.axe = await axeViolations(page);
    if (checks.thirdParty) {
      await scrollToBottom(page);
      await page.waitForLoadState('networkidle');
      load.thirdPartyRequests = [...thirdPartyRequests];
    }
    return load;
  } finally {
    await context.close();
  }
}

/** Layout shifts of a load of its own, for a second look when the shared load saw one. */
async function shiftsOnLoad(pagePath: string, viewport: Viewport): Promise<Shift[]> {
  const { page, context } = await openPage({ viewport });
  try {
    const shifts = await recordShifts(page);
    await page.goto(url(pagePath));
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    await twoFrames(page);
    return await shifts();
  } finally {
    await context.close();
  }
}

/** A load saw a shift: a shift caused by the page moves it on every load, so it must happen again. */
async function expectNoShift(first: Shift[], pagePath: string, viewport: Viewport) {
  // On a busy machine a paint taken midway through parsing can show a one-off shift; one the page
  // causes moves it on every load. So a shift seen must not happen again on a load of its own.
  const shifts = first.length === 0 ? first : await shiftsOnLoad(pagePath, viewport);
  expect({ shifts, firstLoad: shifts.length > 0 ? first : [] }).toEqual({
    shifts: [],
    firstLoad: [],
  });
}

function expectPolicyHeld(load: Load) {
  expect(load.csp).toMatch(/script-src 'self' 'sha256-/);
  expect(load.csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(load.cspViolations).toEqual([]);
  expect(load.pageErrors).toEqual([]);
}

function expectAccessible(load: Load, pagePath: string, theme: 'light' | 'dark') {
  expect(load.theme).toBe(theme);
  const violations = blocking(load.axe);
  if (violations.length > 0)
    throw new Error(`${pagePath} (${theme}):\n${describeViolations(violations)}`);
}

describe.each(allTemplates(BUILD_DIR).map((t) => [t.label, t.path] as const))(
  '%s (%s)',
  (_label, pagePath) => {
    describe('desktop, light theme (the default)', () => {
      let load: Load;
      beforeAll(async () => {
        load = await loadPage(pagePath, {
          viewport: VIEWPORTS.desktop,
          shifts: true,
          axe: true,
          thirdParty: true,
        });
      });

      it('Content-Security-Policy: sent, and nothing violates it', () => {
        expectPolicyHeld(load);
      });
      it('layout shift: does not move after first paint', async () => {
        await expectNoShift(load.shifts, pagePath, VIEWPORTS.desktop);
      });
      it('axe-core: no serious or critical violations', () => {
        expectAccessible(load, pagePath, 'light');
      });
      it('requests nothing from another host', () => {
        expect(load.thirdPartyRequests).toEqual([]);
      });
    });

    describe('desktop, dark theme', () => {
      let load: Load;
      beforeAll(async () => {
        load = await loadPage(pagePath, { viewport: VIEWPORTS.desktop, theme: 'dark', axe: true });
      });

      it('axe-core: no serious or critical violations', () => {
        expectAccessible(load, pagePath, 'dark');
      });
    });

    describe('phone', () => {
      let load: Load;
      beforeAll(async () => {
        load = await loadPage(pagePath, { viewport: VIEWPORTS.phone, shifts: true });
      });

      it('layout shift: does not move after first paint', async () => {
        await expectNoShift(load.shifts, pagePath, VIEWPORTS.phone);
      });
    });
  },
);

// Not a template of its own: the page the offline worker answers any unknown page with.
describe('app shell (/app-shell/), desktop', () => {
  let load: Load;
  beforeAll(async () => {
    load = await loadPage('/app-shell/', { viewport: VIEWPORTS.desktop, thirdParty: true });
  });

  it('Content-Security-Policy: sent, and nothing violates it', () => {
    expectPolicyHeld(load);
  });
  it('requests nothing from another host', () => {
    expect(load.thirdPartyRequests).toEqual([]);
  });
});
