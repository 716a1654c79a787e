import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import styles from './styles.module.css';

export default function NotificationMessage({ onDismiss }: { onDismiss: () => void }) {
  const { siteConfig } = useDocusaurusContext();
  const v4SiteUrl = String(siteConfig.customFields?.v4SiteUrl ?? '');
  return (
    <div className={styles.content}>
      <p className={styles.message}>
        Using webpack 4? See the <a href={v4SiteUrl}>webpack 4 docs</a> or{' '}
        <Link to="/migrate/5/">migrate to webpack 5</Link>.
      </p>
      <button type="button" className={styles.close} onClick={onDismiss} aria-label="Dismiss this notification" data-notification-dismiss>
        ×
      </button>
    </div>
  );
}
