/**
 * The mobile sidebar's swipe gesture (spec §4, §9) as a state machine over
 * touch positions, free of the DOM: a swipe of more than 20 px from the left
 * edge opens the sidebar, a swipe back of more than 20 px closes it, and while
 * the finger drags the sidebar follows it, never opened further than 295 px.
 */

/** A swipe opens or closes the sidebar once it has travelled more than this. */
export const SWIPE_THRESHOLD_PX = 20;
/** While dragging, the sidebar's open edge stays under this many pixels from the left. */
export const OPEN_DRAG_LIMIT_PX = 295;
/** A swipe that opens the sidebar starts this close to the screen's left edge. */
export const EDGE_ZONE_PX = 30;
/** Movement before the gesture is read as a horizontal drag or left to the page (vertical scrolling). */
export const DIRECTION_SLOP_PX = 8;

export type SwipeMode = 'open' | 'close';

export type SwipeState =
  | { phase: 'idle' }
  /** Finger down; not yet clear whether it drags the sidebar or scrolls the page. */
  | { phase: 'pending'; mode: SwipeMode; startX: number; startY: number; width: number }
  /** Horizontal drag: the sidebar follows the finger. */
  | { phase: 'dragging'; mode: SwipeMode; startX: number; startY: number; width: number; x: number }
  /** Not ours (vertical scroll, wrong direction, start away from the edge): ignored until the finger lifts. */
  | { phase: 'ignored' };

export const IDLE: SwipeState = { phase: 'idle' };

/**
 * A finger touches the screen.
 * @param open whether the sidebar is open now
 * @param width the sidebar's width in pixels
 */
export function swipeStart(x: number, y: number, open: boolean, width: number): SwipeState {
  if (!open && x > EDGE_ZONE_PX) return { phase: 'ignored' };
  return { phase: 'pending', mode: open ? 'close' : 'open', startX: x, startY: y, width };
}

export function swipeMove(state: SwipeState, x: number, y: number): SwipeState {
  if (state.phase === 'dragging') return { ...state, x };
  if (state.phase !== 'pending') return state;
  const dx = x - state.startX;
  const dy = y - state.startY;
  if (Math.abs(dx) < DIRECTION_SLOP_PX && Math.abs(dy) < DIRECTION_SLOP_PX) return state;
  const horizontal = Math.abs(dx) > Math.abs(dy);
  const towardsGoal = state.mode === 'open' ? dx > 0 : dx < 0;
  if (!horizontal || !towardsGoal) return { phase: 'ignored' };
  return { ...state, phase: 'dragging', x };
}

/** How far the sidebar is pulled open (0 = closed) while dragging; `null` when not dragging. */
export function dragOffset(state: SwipeState): number | null {
  if (state.phase !== 'dragging') return null;
  const dx = state.x - state.startX;
  const offset = state.mode === 'open' ? dx : state.width + dx;
  const limit = Math.min(state.width, OPEN_DRAG_LIMIT_PX - 1);
  return Math.min(Math.max(offset, 0), state.mode === 'open' ? limit : state.width);
}

/** The finger lifts: what the sidebar does. */
export function swipeEnd(state: SwipeState): 'open' | 'close' | 'stay' {
  if (state.phase !== 'dragging') return 'stay';
  const dx = state.x - state.startX;
  if (state.mode === 'open') return dx > SWIPE_THRESHOLD_PX ? 'open' : 'stay';
  return -dx > SWIPE_THRESHOLD_PX ? 'close' : 'stay';
}

/** The sidebar's transform for a drag offset (it sits at -width when closed). */
export function dragTransform(offset: number, width: number): string {
  return `translate3d(${Math.round(offset - width)}px, 0, 0)`;
}
