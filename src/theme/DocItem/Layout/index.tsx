import type { ReactNode } from 'react';
import clsx from 'clsx';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import DocItemPaginator from '@theme/DocItem/Paginator';
import DocVersionBadge from '@theme/DocVersionBadge';
import DocItemFooter from '@theme/DocItem/Footer';
import DocItemTOCMobile from '@theme/DocItem/TOC/Mobile';
import DocItemTOCDesktop from '@theme/DocItem/TOC/Desktop';
import DocItemContent from '@theme/DocItem/Content';
import DocBreadcrumbs from '@theme/DocBreadcrumbs';
import ContentVisibility from '@theme/ContentVisibility';
import DocVersionNotice from '@site/src/components/DocVersionNotice';
import type { Props } from '@theme/DocItem/Layout';
import styles from './styles.module.css';

/**
 * Ejected from theme-classic, which chose the desktop table of contents with `useWindowSize`: a
 * phone got it in the server HTML, then hydrated, re-rendered the layout and removed it (with its
 * scroll-following effects and the sponsor banner under it) in a task that cannot yield. Here the
 * column is always rendered and CSS hides it below 997px, theme-classic's own breakpoint, so the
 * layout renders once. The older version's notice is the site's own (`DocVersionNotice`), so
 * theme-classic's DocVersionBanner stays off every docs page's first load. Fenced
 * (../../../ejects.ts) with the hash of the source it came from.
 */
export default function DocItemLayout({ children }: Props): ReactNode {
  const { frontMatter, toc, metadata } = useDoc();
  const hidden = frontMatter.hide_table_of_contents;
  const canRender = !hidden && toc.length > 0;
  return (
    <div className="row">
      <div className={clsx('col', !hidden && styles.docItemCol)}>
        <ContentVisibility metadata={metadata} />
        <DocVersionNotice />
        <div className={styles.docItemContainer}>
          <article>
            <DocBreadcrumbs />
            <DocVersionBadge />
            {canRender && <DocItemTOCMobile />}
            <DocItemContent>{children}</DocItemContent>
            <DocItemFooter />
          </article>
          <DocItemPaginator />
        </div>
      </div>
      {canRender && (
        <div className={clsx('col col--3', styles.tocColumn)}>
          <DocItemTOCDesktop />
        </div>
      )}
    </div>
  );
}
