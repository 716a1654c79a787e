import {
  anchorWindow,
  headingInView,
  scrollToReveal,
  SIDEBAR_ANCHOR_LIMIT,
} from '../headingInView';

describe('headingInView', () => {
  it('is the last heading whose top has passed the offset', () => {
    expect(headingInView([-900, -300, 40, 500], 80)).toBe(2);
    expect(headingInView([-900, -300, 120, 500], 80)).toBe(1);
  });

  it('is the first heading before any has passed, and -1 without headings', () => {
    expect(headingInView([200, 900], 80)).toBe(0);
    expect(headingInView([], 80)).toBe(-1);
  });
});

describe('anchorWindow', () => {
  it('shows everything on a short page', () => {
    expect(anchorWindow(6, 4, 10)).toEqual({ start: 0, end: 6 });
  });

  it('keeps the same length and slides to keep the active anchor in it, two before it', () => {
    expect(anchorWindow(65, -1, 10)).toEqual({ start: 0, end: 10 });
    expect(anchorWindow(65, 1, 10)).toEqual({ start: 0, end: 10 });
    expect(anchorWindow(65, 30, 10)).toEqual({ start: 28, end: 38 });
    expect(anchorWindow(65, 64, 10)).toEqual({ start: 55, end: 65 });
    for (let active = -1; active < 65; active += 1) {
      const { start, end } = anchorWindow(65, active);
      expect(end - start).toBe(SIDEBAR_ANCHOR_LIMIT);
      if (active >= 0) expect(active >= start && active < end).toBe(true);
    }
  });
});

describe('scrollToReveal', () => {
  const container = { top: 100, bottom: 600, scrollTop: 400 };

  it('leaves an item in view alone', () => {
    expect(scrollToReveal(container, { top: 300, bottom: 320 })).toBeNull();
  });

  it('scrolls down to an item below, and up to an item above, keeping a margin', () => {
    expect(scrollToReveal(container, { top: 700, bottom: 720 }, 20)).toBe(400 + (720 - 580));
    expect(scrollToReveal(container, { top: 50, bottom: 70 }, 20)).toBe(400 - (120 - 50));
    expect(scrollToReveal({ ...container, scrollTop: 10 }, { top: 0, bottom: 20 }, 20)).toBe(0);
  });
});
