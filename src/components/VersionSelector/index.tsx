import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { useHistory, useLocation } from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useVersions } from '@docusaurus/plugin-content-docs/client';
import { VERSIONS, versionOfPath, type Version } from '@site/src/lib/versions';
import styles from './styles.module.css';

/**
 * Version selector (spec §2; issue #17), at the top of the desktop docs sidebar and in the phone
 * menu: choosing the other version opens the same page there, or its nearest page (section front
 * page, then home), with a spinner until it has loaded. Which pages exist comes from the docs
 * plugin's data every page already has; the mapping and the rename map load only when the selector is used
 * (navigate.ts).
 * With V4_SITE_URL set, choosing 4 opens that host instead.
 */
export default function VersionSelector() {
  const { siteConfig } = useDocusaurusContext();
  const v4SiteUrl = siteConfig.customFields?.v4SiteUrl as string | undefined;
  const docsVersions = useVersions(undefined);
  const history = useHistory();
  const { pathname, hash } = useLocation();
  const id = useId();
  const current = versionOfPath(pathname);
  // Which version the reader is leaving for, from which page: once the path has changed (the new
  // page is shown, same component kept) the spinner is gone without another render.
  const [leaving, setLeaving] = useState<{ version: Version; from: string } | null>(null);
  const leavingFor = leaving?.from === pathname ? leaving.version : null;
  const setLeavingFor = (version: Version | null) =>
    setLeaving(version ? { version, from: pathname } : null);
  // Back from another host, the browser may restore this page as it was left: reset it.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setLeaving(null);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const onChange = async (event: ChangeEvent<HTMLSelectElement>) => {
    const version = event.target.value as Version;
    if (version === current) return;
    setLeavingFor(version);
    // The page lists Docusaurus already ships; the mapping and the rename map load now (their own chunk).
    const loaded = await import('./navigate').catch(() => null);
    // Offline before the chunk was ever loaded: stay on this page, the selector usable again.
    if (!loaded) return setLeaving(null);
    const { hrefForVersion } = loaded;
    const href = hrefForVersion(pathname, hash, version, docsVersions, v4SiteUrl);
    if (/^https?:/.test(href)) window.location.assign(href);
    else history.push(href);
  };

  return (
    <div className={styles.versionSelector}>
      <label htmlFor={id} className={styles.label}>
        Version
      </label>
      <select
        id={id}
        className={styles.select}
        value={leavingFor ?? current}
        onChange={(event) => void onChange(event)}
        disabled={leavingFor !== null}
        data-testid="version-select"
      >
        {VERSIONS.map((version) => (
          <option key={version} value={version}>
            {version === VERSIONS[0] ? `${version} (current)` : version}
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
