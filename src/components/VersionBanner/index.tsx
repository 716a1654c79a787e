import type { ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { useLocation } from '@docusaurus/router';
import { ThemeClassNames } from '@docusaurus/theme-common';
import { useVersions } from '@docusaurus/plugin-content-docs/client';
import renamesFile from '@site/src/data/versionRenames.json';
import {
  CURRENT_VERSION,
  pagesByVersion,
  versionTarget,
  type VersionRename,
  type VersionTarget,
} from '@site/src/lib/versions';
import { sectionLabel } from '@site/plugins/content-model/lib/sectionLabel';
import styles from './styles.module.css';

// Checked by the build (plugins/content-model): every entry names two existing pages.
const renames = (renamesFile as { renames: VersionRename[] }).renames;

function linkText(target: VersionTarget): string {
  if (target.match === 'same' || target.match === 'renamed')
    return `Read this page for webpack ${CURRENT_VERSION}`;
  const section = target.pathname.split('/').filter(Boolean)[0];
  if (target.match === 'section' && section)
    return `Go to ${sectionLabel(section)} for webpack ${CURRENT_VERSION}`;
  return `Go to the webpack ${CURRENT_VERSION} documentation`;
}

/**
 * The notice on every page of an older docs version (issue #17): which webpack the page documents,
 * that it is not the current one, and a link to the same page (or its nearest page) in webpack 5,
 * found like the version selector finds it. In the server HTML.
 */
export default function VersionBanner({
  version,
  className,
}: {
  version: string;
  className?: string;
}): ReactNode {
  const { pathname } = useLocation();
  const target = versionTarget(
    pathname,
    '',
    CURRENT_VERSION,
    pagesByVersion(useVersions(undefined)),
    renames,
  );
  return (
    <div
      className={clsx(
        className,
        ThemeClassNames.docs.docVersionBanner,
        'alert alert--warning margin-bottom--md',
        styles.banner,
      )}
      role="note"
      data-version-banner={version}
    >
      <p className={styles.text}>
        This page documents <strong>webpack {version}</strong>, which is not the current version of
        webpack.
      </p>
      <p className={styles.text}>
        <Link to={target.pathname} className={styles.link}>
          {linkText(target)}
        </Link>
      </p>
    </div>
  );
}
