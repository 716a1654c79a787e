import { useEffect, useRef } from 'react';
import { useNavbarMobileSidebar } from '@site/plugins/docusaurus-internals/client/themeCommon';
import { FOCUSABLE_SELECTOR, trappedFocusIndex } from '@site/src/lib/focusTrap';
import {
  IDLE,
  dragOffset,
  dragTransform,
  swipeEnd,
  swipeMove,
  swipeStart,
  type SwipeState,
} from '@site/src/lib/sidebarSwipe';

// theme-classic's mobile sidebar markup (Navbar/Layout, Navbar/MobileSidebar/*).
const PANEL = '.navbar-sidebar';
const BACKDROP = '.navbar-sidebar__backdrop';
const TOGGLE = '.navbar__toggle';

const query = (selector: string) => document.querySelector<HTMLElement>(selector);

function focusableIn(panel: HTMLElement): HTMLElement[] {
  return [...panel.querySelectorAll<HTMLElement>(FOCUSABLE_SELECTOR)].filter(
    (element) => !element.closest('[inert]') && element.getClientRects().length > 0,
  );
}

/** Draws the sidebar at a drag offset, or hands it back to its CSS (`null`). */
function paintDrag(offset: number | null, width: number): void {
  const panel = query(PANEL);
  const backdrop = query(BACKDROP);
  if (!panel) return;
  if (offset === null) {
    for (const element of [panel, backdrop]) element?.style.removeProperty('transition');
    panel.style.removeProperty('transform');
    for (const element of [panel, backdrop]) {
      element?.style.removeProperty('visibility');
      element?.style.removeProperty('opacity');
    }
    return;
  }
  panel.style.transition = 'none';
  panel.style.transform = dragTransform(offset, width);
  panel.style.visibility = 'visible';
  panel.style.opacity = '1';
  if (backdrop) {
    backdrop.style.transition = 'none';
    backdrop.style.visibility = 'visible';
    backdrop.style.opacity = String(width > 0 ? offset / width : 0);
  }
}

/**
 * Adds to theme-classic's mobile sidebar what spec §4 asks of it: a swipe from
 * the left edge opens it and a swipe back closes it, following the finger;
 * Escape and focus leaving it close it (the backdrop already closes it on an
 * outside click); while open, Tab stays inside it, and on closing, focus
 * returns to the toggle.
 */
export default function MobileSidebarControls(): null {
  const { shown, toggle, shouldRender } = useNavbarMobileSidebar();
  const shownRef = useRef(shown);
  useEffect(() => {
    shownRef.current = shown;
  }, [shown]);
  /** Set when the sidebar closes because focus went elsewhere: leave focus there. */
  const focusLeftRef = useRef(false);

  // Swipe to open and to close.
  useEffect(() => {
    if (!shouldRender) return undefined;
    let state: SwipeState = IDLE;
    let width = 0;
    const reset = () => {
      state = IDLE;
      paintDrag(null, width);
    };
    const onTouchStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (event.touches.length !== 1 || !touch) {
        reset();
        return;
      }
      width = query(PANEL)?.getBoundingClientRect().width ?? 0;
      state = swipeStart(touch.clientX, touch.clientY, shownRef.current, width);
    };
    const onTouchMove = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (!touch || state.phase === 'idle' || state.phase === 'ignored') return;
      state = swipeMove(state, touch.clientX, touch.clientY);
      const offset = dragOffset(state);
      if (offset === null) return;
      // The drag is ours: keep the page from scrolling under it.
      if (event.cancelable) event.preventDefault();
      paintDrag(offset, width);
    };
    const onTouchEnd = (event: TouchEvent) => {
      const dragged = state.phase === 'dragging';
      const outcome = swipeEnd(state);
      reset();
      // A drag is not a tap: keep the browser from clicking whatever the finger lifted over.
      if (dragged && event.cancelable) event.preventDefault();
      if ((outcome === 'open' && !shownRef.current) || (outcome === 'close' && shownRef.current))
        toggle();
    };
    document.addEventListener('touchstart', onTouchStart, { passive: true });
    document.addEventListener('touchmove', onTouchMove, { passive: false });
    document.addEventListener('touchend', onTouchEnd, { passive: false });
    document.addEventListener('touchcancel', reset);
    return () => {
      document.removeEventListener('touchstart', onTouchStart);
      document.removeEventListener('touchmove', onTouchMove);
      document.removeEventListener('touchend', onTouchEnd);
      document.removeEventListener('touchcancel', reset);
      reset();
    };
  }, [shouldRender, toggle]);

  // While open: focus inside, Escape closes, Tab is trapped, focus leaving closes.
  useEffect(() => {
    if (!shown) return undefined;
    const panel = query(PANEL);
    if (!panel) return undefined;
    focusLeftRef.current = false;
    // The panel becomes focusable once its CSS transition makes it visible: try each frame, for a second at most.
    let frame = 0;
    const giveUpAt = performance.now() + 1000;
    const focusInside = () => {
      if (panel.contains(document.activeElement)) return;
      focusableIn(panel)[0]?.focus();
      if (!panel.contains(document.activeElement) && performance.now() < giveUpAt)
        frame = requestAnimationFrame(focusInside);
    };
    frame = requestAnimationFrame(focusInside);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        toggle();
        return;
      }
      if (event.key !== 'Tab') return;
      const focusable = focusableIn(panel);
      const next = trappedFocusIndex(
        focusable.indexOf(document.activeElement as HTMLElement),
        focusable.length,
        event.shiftKey,
      );
      if (next === null) return;
      event.preventDefault();
      focusable[next]?.focus();
    };
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      // `null`: focus went nowhere (a click on the backdrop, another window); the backdrop handles clicks.
      if (next && !panel.contains(next)) {
        focusLeftRef.current = true;
        toggle();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    panel.addEventListener('focusout', onFocusOut);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('keydown', onKeyDown);
      panel.removeEventListener('focusout', onFocusOut);
      // Closing: focus goes back to the toggle, unless the reader moved it elsewhere.
      const active = document.activeElement;
      if (
        !focusLeftRef.current &&
        (!active || active === document.body || panel.contains(active))
      ) {
        query(TOGGLE)?.focus();
      }
    };
  }, [shown, toggle]);

  return null;
}
