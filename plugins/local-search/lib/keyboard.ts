/**
 * Keyboard rules of the search box, kept apart from React so they are tested
 * on their own: the shortcuts that open search and moving through results.
 */

export interface KeyLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey?: boolean;
}

export interface TargetLike {
  tagName?: string;
  isContentEditable?: boolean;
}

/** Is the reader typing somewhere ('/' must then type a slash, not open search)? */
export function isEditable(target: TargetLike | null | undefined): boolean {
  if (!target) return false;
  const tag = (target.tagName ?? '').toLowerCase();
  return (
    tag === 'input' || tag === 'textarea' || tag === 'select' || Boolean(target.isContentEditable)
  );
}

/** Ctrl+K or Cmd+K anywhere; '/' when not typing in a field. */
export function isOpenShortcut(event: KeyLike, target: TargetLike | null | undefined): boolean {
  if (event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey)
    return true;
  return (
    event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isEditable(target)
  );
}

/** The active result after ArrowDown / ArrowUp (wrapping); other keys keep it in range. */
export function nextActive(current: number, count: number, key: string): number {
  if (count <= 0) return -1;
  switch (key) {
    case 'ArrowDown':
      return current < 0 || current >= count - 1 ? 0 : current + 1;
    case 'ArrowUp':
      return current <= 0 ? count - 1 : current - 1;
    default:
      return Math.min(Math.max(current, 0), count - 1);
  }
}
