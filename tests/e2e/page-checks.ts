/**
 * What the browser tests measure on a loaded page, shared by the template sweep
 * (templates.test.ts) and the tests that open parts of a page or change it first: axe-core's
 * violations, the layout shifts since the page started, and the Content-Security-Policy violations
 * it reported. Each recorder is set up before the page loads and read whenever the test needs it,
 * so one page load can serve every check.
 */
import fs from 'node:fs';
import type { Page } from 'playwright-core';

const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const BLOCKING = new Set(['serious', 'critical']);

interface AxeNode {
  target: unknown[];
  failureSummary?: string;
}
export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: AxeNode[];
}

/**
 * Runs axe-core on the page and returns every violation. axe is evaluated through the DevTools
 * protocol, which the site's Content-Security-Policy does not apply to (an injected inline script
 * would need `bypassCSP`), so the page is the one a reader gets.
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }>;
        };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map(({ target, failureSummary }) => ({ target, failureSummary })),
    }));
  });
}

/** The serious and critical violations, which the accessibility gate allows none of. */
export const blocking = (violations: AxeViolation[]) =>
  violations.filter((v) => v.impact !== null && BLOCKING.has(v.impact));

/** Violations with their rule, impact and first offending elements, so a failure says what to fix. */
export function describeViolations(violations: AxeViolation[]): string {
  return violations
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help} (${v.nodes.length}×)\n` +
        v.nodes
          .slice(0, 3)
          .map(
            (node) =>
              `    ${JSON.stringify(node.target)}: ${node.failureSummary?.split('\n').slice(1, 2).join(' ').trim()}`,
          )
          .join('\n'),
    )
    .join('\n');
}

export interface Shift {
  value: number;
  sources: { node: string; from: number[]; to: number[] }[];
}

/** Waits two frames, so what the last commit or scroll changed is laid out (and its shifts reported). */
export const twoFrames = (page: Page) =>
  page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );

/**
 * Records the layout shifts of the page's next loads (those without recent input), from the first
 * paint; the returned function reads them.
 */
export async function recordShifts(page: Page): Promise<() => Promise<Shift[]>> {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    (window as unknown as { __shifts: Shift[] }).__shifts = shifts;
    const rect = (r: DOMRectReadOnly) => [r.x, r.y, r.width, r.height].map(Math.round);
    new PerformanceObserver((list) => {
      type Entry = {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      };
      for (const entry of list.getEntries() as unknown as Entry[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          sources: (entry.sources ?? []).map((source) => ({
            node:
              source.node instanceof Element
                ? source.node.outerHTML.slice(0, 120)
                : String(source.node?.textContent?.slice(0, 60)),
            from: rect(source.previousRect),
            to: rect(source.currentRect),
          })),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
}

/**
 * Records every Content-Security-Policy violation the page reports (event and console), from
 * before its first script; the returned function reads them.
 */
export async function recordCspViolations(page: Page): Promise<() => Promise<string[]>> {
  const fromConsole: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) fromConsole.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return async () => [
    ...fromConsole,
    ...(await page.evaluate(
      () => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [],
    )),
  ];
}

/** Scrolls to the bottom a screen at a time, so lazy images and in-view prefetches fire. */
export const scrollToBottom = (page: Page) =>
  page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
