import { useEffect, useState } from 'react';
import { headingInView } from '@site/src/lib/headingInView';

/** The header's height and a little more: a heading counts as read once it passes under it. */
const OFFSET_EXTRA = 16;

/** The index in `ids` of the heading being read, following scrolling; -1 before the first measure. */
export function useHeadingInView(ids: readonly string[]): number {
  const [active, setActive] = useState(-1);
  const key = ids.join(' ');
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const navbar = document.querySelector('.navbar')?.getBoundingClientRect().height ?? 60;
      const tops = ids.map(
        (id) => document.getElementById(id)?.getBoundingClientRect().top ?? Infinity,
      );
      setActive(headingInView(tops, navbar + OFFSET_EXTRA));
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      cancelAnimationFrame(frame);
    };
    // `key` stands for `ids`, which is a new array on every render
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return active;
}

/** Scrolls `item`'s nearest scrolling ancestor (not the window) so the item is in view. */
export function revealInContainer(
  item: HTMLElement | null,
  reveal: (container: DOMRect & { scrollTop: number }, box: DOMRect) => number | null,
) {
  let container = item?.parentElement ?? null;
  while (container && container !== document.body) {
    const { overflowY } = getComputedStyle(container);
    if (
      (overflowY === 'auto' || overflowY === 'scroll') &&
      container.scrollHeight > container.clientHeight
    )
      break;
    container = container.parentElement;
  }
  if (!item || !container || container === document.body) return;
  const box = container.getBoundingClientRect();
  const next = reveal(
    Object.assign(box, { scrollTop: container.scrollTop }),
    item.getBoundingClientRect(),
  );
  if (next !== null) container.scrollTop = next;
}
