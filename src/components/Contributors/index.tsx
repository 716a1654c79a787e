import { useEffect, useRef, useState } from 'react';
import { whenVisible } from '@site/src/lib/visibility';
import styles from './styles.module.css';

/** Avatars are requested at 90 px and shown at 45 px (sharp on 2x screens). */
export const AVATAR_REQUEST_SIZE = 90;
export const AVATAR_DISPLAY_SIZE = 45;

export const avatarUrl = (handle: string) => `https://github.com/${handle}.png?size=${AVATAR_REQUEST_SIZE}`;

/** The contributors of a page; avatars are requested only once the section is in view. */
export default function Contributors({ handles }: { handles: readonly string[] }) {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!ref.current || visible || handles.length === 0) return undefined;
    return whenVisible(ref.current, () => setVisible(true));
  }, [visible, handles.length]);

  if (handles.length === 0) return null;
  return (
    <section className={styles.contributors} ref={ref} aria-labelledby="contributors-heading">
      <h2 id="contributors-heading" className={styles.heading}>
        Contributors
      </h2>
      <ul className={styles.list}>
        {handles.map((handle) => (
          <li key={handle}>
            <a href={`https://github.com/${handle}`} title={handle} className={styles.link}>
              {visible ? (
                <img
                  src={avatarUrl(handle)}
                  alt={handle}
                  width={AVATAR_DISPLAY_SIZE}
                  height={AVATAR_DISPLAY_SIZE}
                  className={styles.avatar}
                  loading="lazy"
                />
              ) : (
                <span className={styles.placeholder} aria-label={handle} data-contributor-placeholder />
              )}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
