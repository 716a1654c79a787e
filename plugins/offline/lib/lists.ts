/**
 * The offline lists the build writes (plugins/offline postBuild) for the worker and the save
 * control: which files make a docs version readable offline, the Documentation menu's section
 * front pages kept after a first visit, and what each weighs. Pure: the plugin hands in the built
 * pages' HTML, the bundler's named chunks and the sizes on disk.
 */
import { startupFiles } from './policy.js';

/** A file of the site and its size in bytes as stored (uncompressed): `['/concepts/', 48213]`. */
export type SizedFile = [path: string, bytes: number];

export interface VersionList {
  format: 1;
  /** The docs version ('5', '4'). */
  version: string;
  /** Changes when any file of the list does: a saved copy with another build is out of date. */
  build: string;
  files: SizedFile[];
}

export interface VersionSummary {
  version: string;
  /** The version's URL path: '/', '/v4/'. */
  path: string;
  pages: number;
  files: number;
  /** Stored, uncompressed: what the copy takes on the device. */
  bytes: number;
  /** The same files gzipped: about what the download transfers. */
  compressedBytes: number;
  build: string;
  /** Where its VersionList is: '/offline/5.json'. */
  list: string;
}

export interface OfflineIndex {
  format: 1;
  /** The menu's section front pages and the code they need (the worker keeps them when idle). */
  menu: { bytes: number; files: SizedFile[] };
  versions: VersionSummary[];
}

/**
 * Same-site files a built page needs to show and to hydrate: its scripts (entry and page chunks),
 * stylesheets and images, as site paths ('/assets/js/…').
 */
export function pageFiles(html: string): string[] {
  const files = new Set(startupFiles(html).map((file) => `/${file}`));
  for (const [, src] of html.matchAll(/<img\b[^>]*?\ssrc=["']?([^"'\s>]+)/g)) {
    if (src?.startsWith('/') && !src.startsWith('//')) files.add(src.split(/[?#]/)[0] ?? src);
  }
  return [...files];
}

/** Files in first-seen order, once each, with their sizes; a file the build lacks fails, naming it. */
export function sized(
  files: Iterable<string>,
  sizeOf: (path: string) => number | undefined,
  what: string,
): SizedFile[] {
  const out: SizedFile[] = [];
  const seen = new Set<string>();
  for (const file of files) {
    if (seen.has(file)) continue;
    seen.add(file);
    const bytes = sizeOf(file);
    if (bytes === undefined)
      throw new Error(`Offline lists: ${what} needs ${file}, which is not in the build.`);
    out.push([file, bytes]);
  }
  return out;
}

export const totalBytes = (files: readonly SizedFile[]) =>
  files.reduce((sum, [, bytes]) => sum + bytes, 0);

/**
 * The menu's files within the budget the worker may use without the reader asking.
 * @throws naming the heaviest files when they weigh more
 */
export function assertMenuBudget(files: readonly SizedFile[], budget: number): void {
  const bytes = totalBytes(files);
  if (bytes <= budget) return;
  const heaviest = [...files]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([file, size]) => `${file} (${formatBytes(size)})`);
  throw new Error(
    `Offline lists: the Documentation menu's pages and code weigh ${formatBytes(bytes)}, over the ` +
      `${formatBytes(budget)} the worker may keep unasked (plugins/offline/lib/policy.js MENU_BUDGET_BYTES). ` +
      `Heaviest: ${heaviest.join(', ')}.`,
  );
}

/** '12.3 MB', '840 kB', '512 bytes' (decimal units, as browsers and OSes show storage). */
export function formatBytes(bytes: number): string {
  if (bytes >= 1e6) return `${(bytes / 1e6).toFixed(1)} MB`;
  if (bytes >= 1e3) return `${Math.round(bytes / 1e3)} kB`;
  return `${bytes} bytes`;
}
