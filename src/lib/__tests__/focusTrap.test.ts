import { describe, expect, it } from '@jest/globals';
import { trappedFocusIndex } from '../focusTrap';

describe('trappedFocusIndex', () => {
  it('wraps Tab from the last element to the first', () => {
    expect(trappedFocusIndex(4, 5, false)).toBe(0);
  });

  it('wraps Shift+Tab from the first element to the last', () => {
    expect(trappedFocusIndex(0, 5, true)).toBe(4);
  });

  it('lets the browser move focus between elements inside the panel', () => {
    expect(trappedFocusIndex(1, 5, false)).toBeNull();
    expect(trappedFocusIndex(3, 5, true)).toBeNull();
  });

  it('brings focus found outside the panel back in, at the start or the end', () => {
    expect(trappedFocusIndex(-1, 5, false)).toBe(0);
    expect(trappedFocusIndex(-1, 5, true)).toBe(4);
  });

  it('with one element keeps focus on it, with none does nothing', () => {
    expect(trappedFocusIndex(0, 1, false)).toBe(0);
    expect(trappedFocusIndex(0, 1, true)).toBe(0);
    expect(trappedFocusIndex(-1, 0, false)).toBeNull();
  });
});
