import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import styles from './styles.module.css';

export default function NotificationMessage({ onDismiss }: { onDismiss: () => void }) {
  const { siteConfig } = useDocusaurusContext();
  // webpack 4's docs: this site's /v4/, or their own host when V4_SITE_URL is set.
  const v4SiteUrl = siteConfig.customFields?.v4SiteUrl as string | undefined;
  return (
    <div className={styles.content}>
      <p className={styles.message}>
        Using webpack 4? See the{' '}
        {v4SiteUrl ? <a href={v4SiteUrl}>webpack 4 docs</a> : <Link to="/v4/">webpack 4 docs</Link>}{' '}
        or <Link to="/migrate/5/">migrate to webpack 5</Link>.
      </p>
      <button
        type="button"
        className={styles.close}
        onClick={onDismiss}
        aria-label="Dismiss this notification"
        data-notification-dismiss
      >
        ×
      </button>
    </div>
  );
}
