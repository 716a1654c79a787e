import { useId } from 'react';
import styles from './styles.module.css';

export const SEARCH_PLACEHOLDER = 'Search webpack documentation';

/**
 * The search box of the header. It is a plain form until the search engine
 * lands; submitting it does nothing harmful (no navigation, no request).
 */
export default function SearchBar() {
  const id = useId();
  return (
    <form role="search" className={styles.form} onSubmit={(event) => event.preventDefault()}>
      <label htmlFor={id} className="sr-only">
        {SEARCH_PLACEHOLDER}
      </label>
      <input id={id} type="search" className={styles.input} placeholder={SEARCH_PLACEHOLDER} autoComplete="off" />
    </form>
  );
}
