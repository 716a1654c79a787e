import {
  CUBE_DEPTH_PX,
  nextIndex,
  ROTATOR_FIRST_DELAY_MS,
  ROTATOR_MAX_WIDTH_PX,
  ROTATOR_REPEAT_DELAY_MS,
  ROTATOR_WORDS,
  startRotation,
  type Timers,
} from '../rotation';

/** Timers on a fake clock. */
function fakeTimers() {
  let now = 0;
  let nextId = 1;
  const pending = new Map<number, { at: number; fn: () => void; every?: number }>();
  const timers: Timers = {
    setTimeout: (fn, ms) => (pending.set(nextId, { at: now + ms, fn }), nextId++),
    clearTimeout: (id) => void pending.delete(id as number),
    setInterval: (fn, ms) => (pending.set(nextId, { at: now + ms, fn, every: ms }), nextId++),
    clearInterval: (id) => void pending.delete(id as number),
  };
  const advance = (ms: number) => {
    const until = now + ms;
    for (;;) {
      const due = [...pending.entries()]
        .filter(([, t]) => t.at <= until)
        .sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      const [id, timer] = due;
      now = timer.at;
      if (timer.every) timer.at += timer.every;
      else pending.delete(id);
      timer.fn();
    }
    now = until;
  };
  return { timers, advance, pendingCount: () => pending.size };
}

describe('splash constants (spec §9)', () => {
  it('rotates the four words with 5000 ms delays in at most 110 px, and a 120 px deep cube', () => {
    expect(ROTATOR_WORDS).toEqual(['assets', 'scripts', 'images', 'styles']);
    expect(ROTATOR_FIRST_DELAY_MS).toBe(5000);
    expect(ROTATOR_REPEAT_DELAY_MS).toBe(5000);
    expect(ROTATOR_MAX_WIDTH_PX).toBe(110);
    expect(CUBE_DEPTH_PX).toBe(120);
  });
});

describe('startRotation', () => {
  it('ticks first after the first delay, then every repeat delay', () => {
    const clock = fakeTimers();
    const ticks: number[] = [];
    let elapsed = 0;
    startRotation(() => ticks.push(elapsed), { firstDelay: 5000, repeatDelay: 5000 }, clock.timers);
    for (let i = 0; i < 160; i += 1) {
      elapsed += 100;
      clock.advance(100);
    }
    expect(ticks).toEqual([5000, 10000, 15000]);
  });

  it('honours different first and repeat delays', () => {
    const clock = fakeTimers();
    let count = 0;
    startRotation(() => (count += 1), { firstDelay: 1000, repeatDelay: 3000 }, clock.timers);
    clock.advance(999);
    expect(count).toBe(0);
    clock.advance(1);
    expect(count).toBe(1);
    clock.advance(2999);
    expect(count).toBe(1);
    clock.advance(1);
    expect(count).toBe(2);
  });

  it('stops before and after the first tick', () => {
    const before = fakeTimers();
    let count = 0;
    startRotation(() => (count += 1), {}, before.timers)();
    before.advance(20_000);
    expect(count).toBe(0);
    expect(before.pendingCount()).toBe(0);

    const after = fakeTimers();
    const stop = startRotation(() => (count += 1), {}, after.timers);
    after.advance(5000);
    stop();
    stop();
    after.advance(20_000);
    expect(count).toBe(1);
    expect(after.pendingCount()).toBe(0);
  });
});

describe('nextIndex', () => {
  it('cycles through the words', () => {
    expect([0, 1, 2, 3].map((i) => nextIndex(i, 4))).toEqual([1, 2, 3, 0]);
    expect(nextIndex(0, 0)).toBe(0);
  });
});
