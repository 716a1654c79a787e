import { SPONSOR_BANNER, type SponsorBanner as Banner } from '@site/src/data/sponsorBanner';
import styles from './styles.module.css';

/**
 * The grid-component sponsor's banner (spec §2): beside docs pages, only on
 * wide screens, in the table-of-contents column so it never covers content;
 * labelled as a sponsor. The image is site-local (no third-party request).
 */
export default function SponsorBanner({ banner = SPONSOR_BANNER }: { banner?: Banner }) {
  return (
    <section className={styles.banner} aria-label="Sponsor" data-sponsor-banner>
      <p className={styles.label}>{banner.sample ? 'Sponsor · sample placement' : 'Sponsor'}</p>
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
    </section>
  );
}
