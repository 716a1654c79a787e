import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { useLocation } from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { CURRENT_VERSION, VERSIONS, versionHref, type Version } from '@site/src/lib/versions';
import styles from './styles.module.css';

/**
 * Version selector at the top of the desktop docs sidebar (spec §2): 5 is this
 * site; choosing 4 shows a spinner and opens the same page on the webpack 4 site.
 */
export default function VersionSelector() {
  const { siteConfig } = useDocusaurusContext();
  const v4SiteUrl = siteConfig.customFields?.v4SiteUrl as string;
  const { pathname, hash } = useLocation();
  const id = useId();
  const [leavingFor, setLeavingFor] = useState<Version | null>(null);

  // Back from the other site, the browser may restore this page as it was left: reset it.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setLeavingFor(null);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const onChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const version = event.target.value as Version;
    const href = versionHref(version, { '4': v4SiteUrl }, pathname, hash);
    if (!href) return;
    setLeavingFor(version);
    window.location.assign(href);
  };

  return (
    <div className={styles.versionSelector}>
      <label htmlFor={id} className={styles.label}>
        Version
      </label>
      <select
        id={id}
        className={styles.select}
        value={leavingFor ?? CURRENT_VERSION}
        onChange={onChange}
        disabled={leavingFor !== null}>
        {VERSIONS.map((version) => (
          <option key={version} value={version}>
            {version === CURRENT_VERSION ? `${version} (current)` : version}
          </option>
        ))}
      </select>
      {/* The slot is always there, so the spinner appearing moves nothing. */}
      <span className={styles.status} role="status">
        {leavingFor && (
          <>
            <span className={styles.spinner} aria-hidden="true" data-testid="version-spinner" />
            <span className="sr-only">Opening the webpack {leavingFor} documentation…</span>
          </>
        )}
      </span>
    </div>
  );
}
