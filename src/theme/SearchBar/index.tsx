import styles from './styles.module.css';

export const SEARCH_PLACEHOLDER = 'Search webpack documentation';

/**
 * The search box of the header. It is a plain search field until the search engine
 * lands: there is nothing to submit yet, so no form (and no request).
 * Named by aria-label: a visible label does not fit the navbar.
 */
export default function SearchBar() {
  return (
    <div role="search" className={styles.form}>
      <input type="search" className={styles.input} placeholder={SEARCH_PLACEHOLDER} aria-label={SEARCH_PLACEHOLDER} autoComplete="off" />
    </div>
  );
}
