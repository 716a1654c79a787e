import Link from '@docusaurus/Link';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import Contributors from '@site/src/components/Contributors';
import OfflineSave from '@site/plugins/offline/theme/OfflineSave';
import { versionOfPath } from '@site/src/lib/versions';
import { pageDataOf } from '@site/plugins/content-model/lib/pageData';
import styles from './styles.module.css';

/**
 * The parts under every documentation page (spec §2): Further Reading, Edit
 * this page, Print this page, Jump to repository, the offline save control, and the contributors, from
 * the content model's checked data for the page (plugins/content-model/lib/pageData.ts).
 */
export default function DocPageFooter() {
  const { metadata, frontMatter } = useDoc();
  const { related, edit, repo, contributors } = pageDataOf(frontMatter);
  const editUrl = edit ?? metadata.editUrl;
  return (
    <footer className={styles.footer}>
      {related.length > 0 && (
        <section className={styles.related} aria-labelledby="further-reading">
          <h2 id="further-reading">Further Reading</h2>
          <ul>
            {related.map((link) => (
              <li key={link.url}>
                <Link to={link.url}>{link.title}</Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      <div className={styles.actions}>
        {editUrl && (
          <Link className={styles.action} href={editUrl}>
            Edit this page
          </Link>
        )}
        <button type="button" className={styles.action} onClick={() => window.print()}>
          Print this page
        </button>
        {repo && (
          <Link className={styles.action} href={repo}>
            Jump to repository
          </Link>
        )}
        <OfflineSave version={versionOfPath(metadata.permalink)} className={styles.action} />
      </div>
      <Contributors people={contributors} />
    </footer>
  );
}
