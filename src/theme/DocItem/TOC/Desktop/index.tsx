import { useEffect, useRef } from 'react';
import Desktop from '@theme-original/DocItem/TOC/Desktop';
import SponsorBanner from '@site/src/components/SponsorBanner';
import { scrollToReveal } from '@site/src/lib/headingInView';
import styles from './styles.module.css';

const ACTIVE_LINK = '.table-of-contents__link--active';

// Wraps theme-classic's desktop table of contents: the sponsor banner sits under it, in the same sticky
// column, which scrolls as one (the list is never cut short by the banner). theme-classic marks the link
// of the heading being read; the column scrolls to keep that link in view.
export default function DesktopWrapper() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const column = ref.current;
    if (!column) return undefined;
    let last: Element | null = null;
    const follow = () => {
      const link = column.querySelector(ACTIVE_LINK);
      if (!link || link === last) return;
      last = link;
      const box = column.getBoundingClientRect();
      const next = scrollToReveal(
        { top: box.top, bottom: box.bottom, scrollTop: column.scrollTop },
        link.getBoundingClientRect(),
      );
      if (next !== null) column.scrollTop = next;
    };
    const observer = new MutationObserver(follow);
    observer.observe(column, { subtree: true, attributes: true, attributeFilter: ['class'] });
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={ref} className={styles.column} data-toc-column>
      <Desktop />
      <SponsorBanner />
    </div>
  );
}
