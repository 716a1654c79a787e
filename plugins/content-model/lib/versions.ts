/**
 * Documentation versions as the content model sees them (issue #17). The current docs (`docs/`)
 * document webpack 5 at `/`; each older version named in `versions.json` (Docusaurus's own list)
 * lives in `versioned_docs/version-<name>/` and is served under `/v<name>/`.
 * Framework-free: docusaurus.config.ts, the content model, the llms plugin and tests read it.
 */
import fs from 'node:fs';
import path from 'node:path';

/** The version `docs/` documents (the docs plugin's `current` version, labelled so). */
export const CURRENT_DOCS_VERSION = '5';

/** `versioned_docs/version-4` for `4`, relative to the site directory. */
export function versionDocsFolder(version: string): string {
  return `versioned_docs/version-${version}`;
}

/** The URL path segment of an older version (`v4`); the current version has none. */
export function versionPathSegment(version: string): string {
  return version === CURRENT_DOCS_VERSION ? '' : `v${version}`;
}

/** The URL every page of a version starts with: `/` for the current one, `/v4/` for 4. */
export function versionBaseUrl(version: string): string {
  const segment = versionPathSegment(version);
  return segment ? `/${segment}/` : '/';
}

/**
 * The older versions of `versions.json` (newest first, as Docusaurus writes it); none when the file
 * does not exist.
 * @throws naming the file when it is not a JSON list of version names
 */
export function readOlderVersions(siteDir: string): string[] {
  const file = path.join(siteDir, 'versions.json');
  if (!fs.existsSync(file)) return [];
  let data: unknown;
  try {
    data = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`versions.json: not valid JSON (${(error as Error).message})`, {
      cause: error,
    });
  }
  if (
    !Array.isArray(data) ||
    !data.every((name) => typeof name === 'string' && /^[0-9][0-9a-z.-]*$/i.test(name))
  ) {
    throw new Error('versions.json: must be a JSON list of version names such as ["4"]');
  }
  if (data.includes(CURRENT_DOCS_VERSION)) {
    throw new Error(
      `versions.json: "${CURRENT_DOCS_VERSION}" is the current version (docs/) and must not be listed`,
    );
  }
  return data as string[];
}
