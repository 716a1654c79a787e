import { describe, expect, it } from '@jest/globals';
import {
  EDGE_ZONE_PX,
  IDLE,
  OPEN_DRAG_LIMIT_PX,
  SWIPE_THRESHOLD_PX,
  dragOffset,
  dragTransform,
  swipeEnd,
  swipeMove,
  swipeStart,
  type SwipeState,
} from '../sidebarSwipe';

const WIDTH = 320;

/** Plays a finger path: the first point touches down, the last lifts. */
function swipe(path: [number, number][], open: boolean, width = WIDTH) {
  const [first, ...rest] = path;
  let state: SwipeState = swipeStart(first![0], first![1], open, width);
  const offsets: (number | null)[] = [];
  for (const [x, y] of rest) {
    state = swipeMove(state, x, y);
    offsets.push(dragOffset(state));
  }
  return { state, offsets, outcome: swipeEnd(state) };
}

describe('constants', () => {
  it('are the spec’s swipe threshold and open-drag limit', () => {
    expect(SWIPE_THRESHOLD_PX).toBe(20);
    expect(OPEN_DRAG_LIMIT_PX).toBe(295);
  });
});

describe('opening swipe', () => {
  it('opens after more than 20 px from the left edge', () => {
    expect(
      swipe(
        [
          [5, 300],
          [15, 301],
          [26, 302],
        ],
        false,
      ).outcome,
    ).toBe('open');
    expect(
      swipe(
        [
          [0, 300],
          [60, 300],
          [200, 305],
        ],
        false,
      ).outcome,
    ).toBe('open');
  });

  it('does not open at exactly 20 px or less', () => {
    expect(
      swipe(
        [
          [5, 300],
          [15, 300],
          [25, 300],
        ],
        false,
      ).outcome,
    ).toBe('stay');
    expect(
      swipe(
        [
          [5, 300],
          [14, 300],
        ],
        false,
      ).outcome,
    ).toBe('stay');
  });

  it('ignores a swipe that starts away from the left edge', () => {
    const { state, outcome } = swipe(
      [
        [EDGE_ZONE_PX + 1, 300],
        [200, 300],
      ],
      false,
    );
    expect(state.phase).toBe('ignored');
    expect(outcome).toBe('stay');
  });

  it('leaves a vertical movement to the page (scrolling)', () => {
    const { state, offsets, outcome } = swipe(
      [
        [5, 300],
        [12, 340],
        [60, 380],
      ],
      false,
    );
    expect(state.phase).toBe('ignored');
    expect(offsets.every((o) => o === null)).toBe(true);
    expect(outcome).toBe('stay');
  });

  it('ignores a leftward movement while closed', () => {
    expect(
      swipe(
        [
          [25, 300],
          [5, 300],
        ],
        false,
      ).outcome,
    ).toBe('stay');
  });

  it('follows the finger, and the open drag stays under 295 px', () => {
    const { offsets } = swipe(
      [
        [5, 300],
        [10, 300],
        [20, 300],
        [105, 300],
        [299, 300],
        [420, 300],
      ],
      false,
      400,
    );
    // under the direction slop nothing moves yet
    expect(offsets[0]).toBeNull();
    expect(offsets.slice(1, 3)).toEqual([15, 100]);
    expect(offsets[3]).toBe(OPEN_DRAG_LIMIT_PX - 1);
    expect(offsets[4]).toBe(OPEN_DRAG_LIMIT_PX - 1);
    expect(Math.max(...offsets.map((o) => o ?? 0))).toBeLessThan(OPEN_DRAG_LIMIT_PX);
  });

  it('never pulls a narrow sidebar past its own width', () => {
    const { offsets } = swipe(
      [
        [5, 300],
        [250, 300],
      ],
      false,
      200,
    );
    expect(offsets).toEqual([200]);
  });

  it('a drag back towards the edge before lifting does not open', () => {
    expect(
      swipe(
        [
          [5, 300],
          [80, 300],
          [20, 300],
        ],
        false,
      ).outcome,
    ).toBe('stay');
  });
});

describe('closing swipe', () => {
  it('closes after more than 20 px back to the left, from anywhere', () => {
    expect(
      swipe(
        [
          [200, 300],
          [190, 300],
          [179, 300],
        ],
        true,
      ).outcome,
    ).toBe('close');
    expect(
      swipe(
        [
          [380, 500],
          [100, 505],
        ],
        true,
      ).outcome,
    ).toBe('close');
  });

  it('stays open at 20 px or less, or for a rightward or vertical movement', () => {
    expect(
      swipe(
        [
          [200, 300],
          [180, 300],
        ],
        true,
      ).outcome,
    ).toBe('stay');
    expect(
      swipe(
        [
          [200, 300],
          [260, 300],
        ],
        true,
      ).outcome,
    ).toBe('stay');
    expect(
      swipe(
        [
          [200, 300],
          [195, 360],
        ],
        true,
      ).outcome,
    ).toBe('stay');
  });

  it('follows the finger from fully open, between 0 and the width', () => {
    const { offsets } = swipe(
      [
        [250, 300],
        [240, 300],
        [150, 300],
        [-400, 300],
      ],
      true,
    );
    expect(offsets).toEqual([WIDTH - 10, WIDTH - 100, 0]);
  });
});

describe('outside a gesture', () => {
  it('has no drag offset and does nothing on lift', () => {
    expect(dragOffset(IDLE)).toBeNull();
    expect(swipeEnd(IDLE)).toBe('stay');
    expect(swipeMove(IDLE, 100, 100)).toBe(IDLE);
  });
});

describe('dragTransform', () => {
  it('places the sidebar offset pixels out from its closed position', () => {
    expect(dragTransform(0, 300)).toBe('translate3d(-300px, 0, 0)');
    expect(dragTransform(120.4, 300)).toBe('translate3d(-180px, 0, 0)');
    expect(dragTransform(300, 300)).toBe('translate3d(0px, 0, 0)');
  });
});
