import styles from './styles.module.css';

/** The props react-loadable passes to its loading component. */
export interface LoadingProps {
  error?: unknown;
  retry: () => void;
  pastDelay: boolean;
}

export const LOAD_ERROR_TEXT = 'Error loading content.';

/**
 * Shown by the route loader while a page's code is pending, and when it fails
 * (spec §4, §8): a placeholder, then 'Error loading content.' with a retry,
 * never a blank page. The site chrome around it stays usable.
 */
export default function Loading({ error, retry, pastDelay }: LoadingProps) {
  if (error) {
    return (
      <div className={styles.error} role="alert">
        <p>{LOAD_ERROR_TEXT}</p>
        <button type="button" className="button button--primary" onClick={retry}>
          Try again
        </button>
      </div>
    );
  }
  if (!pastDelay) return null;
  return (
    <div className={styles.placeholder} aria-busy="true" aria-label="Loading content">
      <div className={styles.line} style={{ width: '40%' }} />
      <div className={styles.line} />
      <div className={styles.line} />
      <div className={styles.line} style={{ width: '70%' }} />
    </div>
  );
}
