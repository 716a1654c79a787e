/**
 * Calls `onVisible` once when an element scrolls into view: with an
 * IntersectionObserver where the browser has one, else by checking the
 * element's position every 300 ms (spec §9).
 */
export const VISIBILITY_POLL_MS = 300;

export interface VisibilityEnvironment {
  IntersectionObserver?: typeof IntersectionObserver;
  setInterval: (fn: () => void, ms: number) => unknown;
  clearInterval: (id: unknown) => void;
  viewportHeight: () => number;
}

export function browserEnvironment(): VisibilityEnvironment {
  return {
    IntersectionObserver:
      typeof IntersectionObserver === 'undefined' ? undefined : IntersectionObserver,
    setInterval: (fn, ms) => window.setInterval(fn, ms),
    clearInterval: (id) => window.clearInterval(id as number),
    viewportHeight: () => window.innerHeight,
  };
}

export function isInViewport(
  rect: Pick<DOMRect, 'top' | 'bottom'>,
  viewportHeight: number,
): boolean {
  return rect.bottom >= 0 && rect.top <= viewportHeight;
}

/** Returns a function that stops watching. */
export function whenVisible(
  element: Element,
  onVisible: () => void,
  env: VisibilityEnvironment = browserEnvironment(),
): () => void {
  if (env.IntersectionObserver) {
    const observer = new env.IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        onVisible();
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }
  const id = env.setInterval(() => {
    if (isInViewport(element.getBoundingClientRect(), env.viewportHeight())) {
      env.clearInterval(id);
      onVisible();
    }
  }, VISIBILITY_POLL_MS);
  return () => env.clearInterval(id);
}
