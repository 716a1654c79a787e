import { useEffect, useState, type CSSProperties } from 'react';
import {
  nextIndex,
  ROTATOR_MAX_WIDTH_PX,
  ROTATOR_WORDS,
  startRotation,
} from '@site/src/lib/rotation';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';
import styles from './styles.module.css';

/**
 * One word of `words` at a time, in a box of fixed width (no layout shift);
 * the word changes after 5000 ms and then every 5000 ms, never under
 * prefers-reduced-motion. Screen readers get the whole list once instead.
 */
export default function TextRotator({ words = ROTATOR_WORDS }: { words?: readonly string[] }) {
  const [index, setIndex] = useState(0);
  const reducedMotion = usePrefersReducedMotion();
  useEffect(() => {
    if (reducedMotion || words.length < 2) return undefined;
    return startRotation(() => setIndex((i) => nextIndex(i, words.length)));
  }, [reducedMotion, words.length]);

  const spoken = `${words.slice(0, -1).join(', ')} and ${words.at(-1) ?? ''}`;
  return (
    <>
      <span
        className={styles.rotator}
        style={{ '--rotator-width': `${ROTATOR_MAX_WIDTH_PX}px` } as CSSProperties}
        aria-hidden="true"
        data-text-rotator
      >
        <span key={index} className={styles.word} data-word={words[index]}>
          {words[index]}
        </span>
      </span>
      <span className={styles.srOnly}>{spoken}</span>
    </>
  );
}
