import { startTransition, useEffect, useRef, useState, type ComponentProps } from 'react';
import type { CodeBlockContextProvider } from '@site/plugins/docusaurus-internals/client/themeCommon';
import { whenIdle } from '../../../src/lib/idle';

type WordWrap = ComponentProps<typeof CodeBlockContextProvider>['wordWrap'];

const measures = new WeakMap<Element, () => void>();
/** Blocks on or near the screen (measured again after a resize), and blocks to measure. */
const near = new Set<Element>();
const waiting = new Set<Element>();
let observer: IntersectionObserver | undefined;

/** Measures the waiting blocks together when idle: every read first, then one transition. */
function measureWhenIdle(block: Element): void {
  if (waiting.size === 0)
    whenIdle(() => {
      const blocks = [...waiting];
      waiting.clear();
      startTransition(() => blocks.forEach((each) => measures.get(each)?.()));
    }, 2000);
  waiting.add(block);
}

function observe(block: Element, measure: () => void): () => void {
  if (!observer) {
    // Near is half a screen above and below. A block in a hidden tab comes near when shown.
    observer = new IntersectionObserver(
      (entries) => {
        for (const { target, isIntersecting } of entries) {
          if (!isIntersecting) near.delete(target);
          else {
            near.add(target);
            measureWhenIdle(target);
          }
        }
      },
      { rootMargin: '50% 0px' },
    );
    window.addEventListener('resize', () => near.forEach(measureWhenIdle), { passive: true });
  }
  measures.set(block, measure);
  observer.observe(block);
  return () => {
    observer?.unobserve(block);
    near.delete(block);
    waiting.delete(block);
  };
}

/** theme-common's `useCodeWordWrap`, measuring as README.md says instead of at hydration. */
export function useLazyCodeWordWrap(): WordWrap {
  const [isEnabled, setIsEnabled] = useState(false);
  const [isCodeScrollable, setIsCodeScrollable] = useState(false);
  const codeBlockRef = useRef<HTMLPreElement | null>(null);
  const overflows = () => {
    const block = codeBlockRef.current;
    return block !== null && block.scrollWidth > block.clientWidth;
  };

  useEffect(() => {
    const block = codeBlockRef.current;
    return block ? observe(block, () => setIsCodeScrollable(overflows())) : undefined;
  }, []);

  const toggle = () => {
    const code = codeBlockRef.current?.querySelector('code');
    if (!code) return;
    if (isEnabled) code.removeAttribute('style');
    else {
      code.style.whiteSpace = 'pre-wrap';
      // very long words and strings wrap too, so the block never scrolls sideways
      code.style.overflowWrap = 'anywhere';
    }
    setIsEnabled(!isEnabled);
    // While wrapped the button stays (isEnabled); unwrapped, it stays if the code overflows.
    setIsCodeScrollable(overflows());
  };

  return { codeBlockRef, isEnabled, isCodeScrollable, toggle };
}
