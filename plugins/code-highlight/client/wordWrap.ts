/**
 * Word wrap of a code block without work at hydration. theme-common's `useCodeWordWrap` measures
 * every block as it mounts (a forced layout per block, a resize listener per block, a mutation
 * observer whose first options comparison sets up the ICU collator) and re-renders each block
 * that overflows, all inside the hydration's effects: about 80 ms of long tasks under a phone's
 * 4x slower CPU on a docs page (issue #16 profile). Here the blocks are measured together once
 * the browser is idle (all reads first, then the state updates as one transition, which React
 * can interrupt), again after a resize, and when the reader points at or focuses a block (a block
 * in a hidden tab measures 0 wide until then). Only blocks on or near the screen are measured:
 * one intersection observer tells when a block comes near, so a long page's blocks far below are
 * measured as the reader scrolls to them, and reading the size of a block the browser has not
 * laid out yet never forces it to. The word-wrap button shows once its block is known to
 * overflow; what it does is theme-common's.
 */
import { startTransition, useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { whenIdle } from '../../../src/lib/idle';

export interface WordWrap {
  readonly codeBlockRef: RefObject<HTMLPreElement | null>;
  readonly isEnabled: boolean;
  readonly isCodeScrollable: boolean;
  readonly toggle: () => void;
}

type Measure = () => void;

/** Blocks waiting for the next idle measurement, and the blocks on or near the screen (for resizes). */
const waiting = new Set<Measure>();
const near = new Set<Measure>();
/** Each observed block's measurement, for the intersection observer's entries. */
const measures = new WeakMap<Element, Measure>();
let scheduled = false;

/** How far beyond the screen a block counts as near: half a screen above and below. */
const NEAR_MARGIN = '50% 0px';

/** At most this long (ms) before waiting blocks are measured on a page that is never idle. */
const MEASURE_TIMEOUT_MS = 2000;

/** Measures every waiting block in one pass: reads only, so the browser lays the page out once. */
export function measureWaitingBlocks(): void {
  scheduled = false;
  const measures = [...waiting];
  waiting.clear();
  startTransition(() => measures.forEach((measure) => measure()));
}

function scheduleMeasure(measure: Measure): void {
  waiting.add(measure);
  if (scheduled) return;
  scheduled = true;
  whenIdle(measureWaitingBlocks, MEASURE_TIMEOUT_MS);
}

const measureNearAfterResize = () => near.forEach(scheduleMeasure);

/** A block coming near the screen is measured; one moving away is left until it comes back. */
function onIntersections(
  entries: readonly Pick<IntersectionObserverEntry, 'target' | 'isIntersecting'>[],
): void {
  for (const entry of entries) {
    const measure = measures.get(entry.target);
    if (!measure) continue;
    if (entry.isIntersecting) {
      near.add(measure);
      scheduleMeasure(measure);
    } else {
      near.delete(measure);
    }
  }
}

let observer: IntersectionObserver | undefined;
/** Blocks observed, for the resize listener (added with the first, removed with the last). */
let observed = 0;

function observe(block: HTMLPreElement, measure: Measure): () => void {
  if (observed++ === 0)
    window.addEventListener('resize', measureNearAfterResize, { passive: true });
  measures.set(block, measure);
  observer ??= new IntersectionObserver(onIntersections, { rootMargin: NEAR_MARGIN });
  observer.observe(block);
  return () => {
    observer?.unobserve(block);
    measures.delete(block);
    near.delete(measure);
    waiting.delete(measure);
    if (--observed === 0) window.removeEventListener('resize', measureNearAfterResize);
  };
}

/** Whether a code block's text is wider than its box (or already wrapped by the reader). */
export function overflows(
  block: Pick<HTMLElement, 'scrollWidth' | 'clientWidth' | 'querySelector'>,
): boolean {
  return (
    block.scrollWidth > block.clientWidth ||
    block.querySelector('code')?.hasAttribute('style') === true
  );
}

export function useLazyCodeWordWrap(): WordWrap {
  const [isEnabled, setIsEnabled] = useState(false);
  const [isCodeScrollable, setIsCodeScrollable] = useState(false);
  const codeBlockRef = useRef<HTMLPreElement | null>(null);

  const measure = useCallback(() => {
    const block = codeBlockRef.current;
    if (block) setIsCodeScrollable(overflows(block));
  }, []);

  useEffect(() => {
    const block = codeBlockRef.current;
    if (!block) return undefined;
    const unobserve = observe(block, measure);
    block.addEventListener('pointerenter', measure);
    block.addEventListener('focusin', measure);
    return () => {
      unobserve();
      block.removeEventListener('pointerenter', measure);
      block.removeEventListener('focusin', measure);
    };
  }, [measure]);

  const toggle = useCallback(() => {
    const code = codeBlockRef.current?.querySelector('code');
    if (!code) return;
    if (isEnabled) {
      code.removeAttribute('style');
    } else {
      code.style.whiteSpace = 'pre-wrap';
      // very long words and strings wrap too, so the block never scrolls sideways
      code.style.overflowWrap = 'anywhere';
    }
    setIsEnabled((enabled) => !enabled);
  }, [isEnabled]);

  // after a toggle (not at mount): whether the block still needs the button (it does while wrapped)
  const toggled = useRef(isEnabled);
  useEffect(() => {
    if (toggled.current === isEnabled) return;
    toggled.current = isEnabled;
    measure();
  }, [isEnabled, measure]);

  return { codeBlockRef, isEnabled, isCodeScrollable, toggle };
}
