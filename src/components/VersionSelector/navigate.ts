/**
 * What choosing a version opens, loaded only when the selector is used (its own chunk, with the
 * rename map): the logic of src/lib/versions.ts on the docs plugin's page lists.
 */
import renamesFile from '@site/src/data/versionRenames.json';
import {
  pagesByVersion,
  versionHref,
  versionTarget,
  type Version,
  type VersionRename,
} from '@site/src/lib/versions';

// Checked by the build (plugins/content-model): every entry names two existing pages.
const renames = (renamesFile as { renames: VersionRename[] }).renames;

export function hrefForVersion(
  pathname: string,
  hash: string,
  version: Version,
  docsVersions: readonly { name: string; docs: readonly { path: string }[] }[],
  v4SiteUrl: string | undefined,
): string {
  const target = versionTarget(pathname, hash, version, pagesByVersion(docsVersions), renames);
  return versionHref(target, version, v4SiteUrl ? { '4': v4SiteUrl } : {});
}
