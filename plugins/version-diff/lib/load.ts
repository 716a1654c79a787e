/**
 * Reads what the version notes are computed from: the two installed schemas (webpack 5 from the
 * site's node_modules, webpack 4.47.0 from the tooling/webpack4 workspace) and the option headings
 * of the webpack 5 configuration pages. Computed once per process and site directory.
 */
import fs from 'node:fs';
import path from 'node:path';
import { extractHeadings, parseMarkdown } from '../../content-model/lib/markdown';
import { compareSchemas, type VersionDiff } from './compare';
import { readSchemas, type SchemaPair } from './schemas';
import { noteIndex, optionPathOfHeading, resolveOptionPath, type NoteIndex } from './notes';

export const V5_CONFIGURATION_DIR = 'docs/configuration';
export const V4_CONFIGURATION_DIR = 'versioned_docs/version-4/configuration';

/** The URL of a configuration page from its file name: `output.md` → `/configuration/output/`, `index.md` → `/configuration/` (`base` `/v4/` for webpack 4's). */
export function configurationPageUrl(file: string, base = '/'): string {
  const name = path.basename(file).replace(/\.mdx?$/, '');
  return name === 'index' ? `${base}configuration/` : `${base}configuration/${name}/`;
}

/**
 * Every option with a heading on a configuration page → `/configuration/{page}/#{id}` (first
 * heading wins): webpack 5's pages by default; `configDir` and `base` read webpack 4's
 * (`V4_CONFIGURATION_DIR`, `/v4/`) against its options.
 */
export function readOptionUrls(
  siteDir: string,
  v5Options: Readonly<Record<string, unknown>>,
  configDir = V5_CONFIGURATION_DIR,
  base = '/',
): Map<string, string> {
  const dir = path.join(siteDir, configDir);
  const urls = new Map<string, string>();
  for (const name of fs
    .readdirSync(dir)
    .filter((file) => /\.mdx?$/.test(file))
    .sort()) {
    const { body } = parseMarkdown(fs.readFileSync(path.join(dir, name), 'utf8'));
    for (const heading of extractHeadings(body)) {
      const written = optionPathOfHeading(heading.title);
      const option = written === undefined ? undefined : resolveOptionPath(written, v5Options);
      if (option !== undefined && !urls.has(option))
        urls.set(option, `${configurationPageUrl(name, base)}#${heading.id}`);
    }
  }
  return urls;
}

export interface LoadedVersionDiff {
  schemas: SchemaPair;
  diff: VersionDiff;
  notes: NoteIndex;
}

const cache = new Map<string, LoadedVersionDiff>();

export function loadVersionDiff(siteDir: string): LoadedVersionDiff {
  const cached = cache.get(siteDir);
  if (cached) return cached;
  const schemas = readSchemas(siteDir);
  const diff = compareSchemas(schemas.v4, schemas.v5);
  const loaded = { schemas, diff, notes: noteIndex(diff, readOptionUrls(siteDir, diff.v5)) };
  cache.set(siteDir, loaded);
  return loaded;
}
