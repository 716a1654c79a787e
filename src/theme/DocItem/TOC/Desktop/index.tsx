import Desktop from '@theme-original/DocItem/TOC/Desktop';
import SponsorBanner from '@site/src/components/SponsorBanner';
import styles from './styles.module.css';

// Wraps theme-classic's desktop table of contents: the sponsor banner sits under it, in the same sticky column.
export default function DesktopWrapper() {
  return (
    <div className={styles.column}>
      <Desktop />
      <SponsorBanner />
    </div>
  );
}
