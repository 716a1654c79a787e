import { useEffect, useRef, useState } from 'react';
import type { Contributor } from '@site/plugins/content-model/lib/contributors';
import { initials } from '@site/src/lib/initials';
import { whenVisible } from '@site/src/lib/visibility';
import styles from './styles.module.css';

/** Avatars are requested at 90 px and shown at 45 px (sharp on 2x screens). */
export const AVATAR_REQUEST_SIZE = 90;
export const AVATAR_DISPLAY_SIZE = 45;
/** Spec §7: contributor avatars are `{host}/{handle}.png` at size 90. */
export const AVATAR_HOST = 'https://github.com';

// Written out in full (not from AVATAR_HOST) so the build's third-party URL gate sees the host.
export const avatarUrl = (handle: string) =>
  `https://github.com/${handle}.png?size=${AVATAR_REQUEST_SIZE}`;

/**
 * The contributors of a page. A GitHub handle links to its profile, with its avatar requested only
 * once the section is in view; an author without a handle is listed by name with local initials
 * (no request to another host).
 */
export default function Contributors({ people }: { people: readonly Contributor[] }) {
  const ref = useRef<HTMLElement>(null);
  const [visible, setVisible] = useState(false);
  const hasHandles = people.some((person) => 'handle' in person);
  useEffect(() => {
    if (!ref.current || visible || !hasHandles) return undefined;
    return whenVisible(ref.current, () => setVisible(true));
  }, [visible, hasHandles]);

  if (people.length === 0) return null;
  return (
    <section
      className={styles.contributors}
      ref={ref}
      aria-labelledby="contributors-heading"
      data-contributors
    >
      <h2 id="contributors-heading" className={styles.heading}>
        Contributors
      </h2>
      <ul className={styles.list}>
        {people.map((person) =>
          'handle' in person ? (
            <li key={`@${person.handle}`}>
              <a
                href={`${AVATAR_HOST}/${person.handle}`}
                title={person.handle}
                className={styles.link}
              >
                {visible ? (
                  <img
                    src={avatarUrl(person.handle)}
                    alt={person.handle}
                    width={AVATAR_DISPLAY_SIZE}
                    height={AVATAR_DISPLAY_SIZE}
                    className={styles.avatar}
                    loading="lazy"
                  />
                ) : (
                  <span
                    className={styles.placeholder}
                    role="img"
                    aria-label={person.handle}
                    data-contributor-placeholder
                  />
                )}
              </a>
            </li>
          ) : (
            <li key={person.name} className={styles.named} data-contributor-name>
              <span className={styles.initials} aria-hidden="true">
                {initials(person.name)}
              </span>
              <span>{person.name}</span>
            </li>
          ),
        )}
      </ul>
    </section>
  );
}
