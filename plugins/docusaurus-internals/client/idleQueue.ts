/**
 * A queue that runs its items while the browser is idle, a few milliseconds at a time, so that
 * work which can wait (prefetching the pages that links point to) never makes a long task.
 * Framework-free; deferPrefetch.ts puts Docusaurus's prefetch behind it.
 */
import type { IdleDeadlineLike } from '../../../src/lib/idle';

export interface IdleQueueOptions {
  /** Runs a callback once the browser is idle (`requestIdleCallback`, or a time-out without it). */
  whenIdle: (callback: (deadline?: IdleDeadlineLike) => void) => void;
  /** The clock, in milliseconds. */
  now: () => number;
  /**
   * Most time one slice may take, in ms. A slice stops starting items after this; an item that
   * has started runs to its end. At least one item runs per slice.
   */
  sliceMs: number;
}

/** Returns `enqueue`: `run(item)` is called for each item, in order, in idle slices. */
export function createIdleQueue<T>(
  run: (item: T) => void,
  { whenIdle, now, sliceMs }: IdleQueueOptions,
): (item: T) => void {
  const queue: T[] = [];
  let scheduled = false;

  const drain = (deadline?: IdleDeadlineLike) => {
    scheduled = false;
    const budget = Math.min(sliceMs, deadline ? Math.max(deadline.timeRemaining(), 0) : sliceMs);
    const end = now() + budget;
    do {
      const item = queue.shift() as T;
      try {
        run(item);
      } catch (error) {
        // One failed item must not stop the others, nor escape into an idle callback.
        console.warn('An idle task failed.', error);
      }
    } while (queue.length > 0 && now() < end);
    schedule();
  };

  const schedule = () => {
    if (scheduled || queue.length === 0) return;
    scheduled = true;
    whenIdle(drain);
  };

  return (item: T) => {
    queue.push(item);
    schedule();
  };
}
