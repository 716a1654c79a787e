import {
  OPEN_COLLECTIVE_URL,
  SPONSOR_BANNER,
  type SponsorBanner as Banner,
} from '@site/src/data/sponsorBanner';
import styles from './styles.module.css';

/**
 * The grid-component sponsor's banner (spec §2): beside docs pages, only on
 * wide screens, in the table-of-contents column so it never covers content;
 * labelled as a sponsor. The image is site-local (no third-party request).
 * Without a placed banner, a short line invites readers to become a sponsor.
 */
export default function SponsorBanner({ banner = SPONSOR_BANNER }: { banner?: Banner | null }) {
  return (
    <section
      className={styles.banner}
      aria-label="Sponsor"
      data-sponsor-banner={banner ? 'placed' : 'empty'}
    >
      <p className={styles.label}>Sponsor</p>
      {banner ? (
        <a href={banner.url} rel="sponsored noopener" target="_blank" className={styles.link}>
          <img
            src={banner.image}
            alt={`${banner.name}: ${banner.description}`}
            width={banner.width}
            height={banner.height}
            loading="lazy"
            decoding="async"
            className={styles.image}
          />
        </a>
      ) : (
        <p className={styles.empty}>
          Your logo here helps keep webpack maintained.{' '}
          <a href={OPEN_COLLECTIVE_URL}>Become a sponsor</a>
        </p>
      )}
    </section>
  );
}
