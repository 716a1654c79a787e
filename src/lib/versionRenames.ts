/**
 * The renamed-pages map (src/data/versionRenames.json) checked: at build time by the content-model
 * plugin (and against the content model: every page must exist) and by the tests. Not in the
 * browser bundle: the selector and the banner read the file the build has already checked.
 */
import { versionOfPath, type VersionRename } from './versions';

/**
 * Checks the renamed-pages data file (src/data/versionRenames.json): a list of `{from, to}` site
 * paths with trailing slashes, each leading to another version, no `from` twice.
 * @throws naming the file and the entry
 */
export function checkRenames(
  data: unknown,
  file = 'src/data/versionRenames.json',
): VersionRename[] {
  const list = (data as { renames?: unknown } | null)?.renames;
  if (!Array.isArray(list))
    throw new Error(`${file}: "renames" must be a list of { "from", "to" } entries`);
  const seen = new Set<string>();
  return list.map((entry: unknown, index) => {
    const { from, to } = (entry ?? {}) as Record<string, unknown>;
    for (const [field, value] of [
      ['from', from],
      ['to', to],
    ] as const) {
      if (typeof value !== 'string' || !/^\/(?:[^/\s?#]+\/)*$/.test(value)) {
        throw new Error(
          `${file}: renames[${index}].${field} must be a site path with a trailing slash, such as "/guides/asset-modules/"; got ${JSON.stringify(value)}`,
        );
      }
    }
    if (versionOfPath(from as string) === versionOfPath(to as string)) {
      throw new Error(
        `${file}: renames[${index}] leads from ${String(from)} to ${String(to)}, a page of the same version`,
      );
    }
    if (seen.has(from as string))
      throw new Error(`${file}: renames[${index}].from ${String(from)} is listed twice`);
    seen.add(from as string);
    return { from: from as string, to: to as string };
  });
}
