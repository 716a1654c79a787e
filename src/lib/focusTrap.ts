/**
 * Keeping keyboard focus inside an open panel (the mobile sidebar): Tab on the
 * last focusable element wraps to the first, Shift+Tab on the first to the
 * last, and focus found outside the panel comes back in.
 */

/** Elements that can take keyboard focus, before visibility and `inert` are checked. */
export const FOCUSABLE_SELECTOR = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/**
 * The index to move focus to for a Tab key press, or `null` to let the browser
 * move it (it stays inside the panel).
 * @param current index of the focused element among the panel's focusable ones, -1 when focus is outside
 * @param count how many focusable elements the panel has
 * @param backwards Shift+Tab
 */
export function trappedFocusIndex(
  current: number,
  count: number,
  backwards: boolean,
): number | null {
  if (count === 0) return null;
  if (current < 0) return backwards ? count - 1 : 0;
  if (backwards && current === 0) return count - 1;
  if (!backwards && current === count - 1) return 0;
  return null;
}
