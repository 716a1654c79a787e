/**
 * Reads the claims of a release post (blog/<date>-webpack-5-<minor>.md) and checks them against the
 * recorded package comparison (scripts/data/webpack-releases.json, written by scripts/release-diff.ts).
 *
 * A post states its claims as bullets under fixed `##` headings; each bullet starts with the name it is
 * about in backticks: "- `resolve.tsconfig`: …". `###` headings group bullets inside a section.
 */
import type { DefaultChange, OptionDiff } from './schema-diff';

export interface ReleaseDiff {
  options: OptionDiff;
  defaults: DefaultChange[];
  exports: { added: string[]; removed: string[] };
  hooks: Record<string, { added: string[]; removed: string[] }>;
}

export interface ReleaseRecord {
  version: string;
  first: string;
  published: string;
  date: string;
  previous: string;
  latestPatch: string;
  release: ReleaseDiff;
  patches: ReleaseDiff | null;
}

export interface Bullet {
  /** The name in backticks at the start of the bullet, or null when the bullet starts otherwise. */
  name: string | null;
  /** 1-based line in the body. */
  line: number;
  text: string;
}

/** Bullets of each `##` section, code fences skipped. Continuation lines of a bullet are not bullets. */
export function postSections(body: string): Map<string, Bullet[]> {
  const sections = new Map<string, Bullet[]>();
  let current: Bullet[] | null = null;
  let fence: string | null = null;
  body.split('\n').forEach((text, index) => {
    const fenceMatch = /^(`{3,}|~{3,})/.exec(text);
    if (fenceMatch) {
      if (fence === null) fence = fenceMatch[1]!;
      else if (text.startsWith(fence)) fence = null;
      return;
    }
    if (fence !== null) return;
    const heading = /^## (.+?)\s*$/.exec(text);
    if (heading) {
      current = [];
      sections.set(heading[1]!, current);
      return;
    }
    if (current !== null && text.startsWith('- ')) {
      const name = /^- `([^`]+)`/.exec(text);
      current.push({ name: name ? name[1]! : null, line: index + 1, text });
    }
  });
  return sections;
}

/** The sections whose bullets are checked, and what each bullet's name has to be found in. */
export const CHECKED_SECTIONS = [
  'New options',
  'Changed options',
  'Removed options',
  'Changed defaults',
  'New exports',
  'New hooks',
  'In the patch releases',
] as const;

const defaultPaths = (diff: ReleaseDiff): string[] => diff.defaults.map((change) => change.path);
/** A default is named by its path or by an object above it (`optimization.minimize.javascript`). */
const namesDefault = (paths: string[], name: string): boolean =>
  paths.some((path) => path === name || path.startsWith(`${name}.`));

function knownIn(
  section: (typeof CHECKED_SECTIONS)[number],
  diff: ReleaseDiff,
  name: string,
): boolean {
  switch (section) {
    case 'New options':
      return diff.options.added.some((option) => option.path === name);
    case 'Changed options':
      return diff.options.changed.some((option) => option.path === name);
    case 'Removed options':
      return diff.options.removed.includes(name);
    case 'Changed defaults':
      return namesDefault(defaultPaths(diff), name);
    case 'New exports':
      return diff.exports.added.includes(name);
    case 'New hooks': {
      const hook = /^(\w+)\.hooks\.(\w+)$/.exec(name);
      return hook !== null && (diff.hooks[hook[1]!]?.added.includes(hook[2]!) ?? false);
    }
    case 'In the patch releases':
      return (
        knownIn('New options', diff, name) ||
        knownIn('Changed options', diff, name) ||
        knownIn('Removed options', diff, name) ||
        knownIn('Changed defaults', diff, name) ||
        knownIn('New exports', diff, name)
      );
  }
}

/** Whether a comparison found nothing a reader would notice: no option, default, export or hook changed. */
export function isEmptyDiff(diff: ReleaseDiff | null): boolean {
  if (diff === null) return true;
  const { options, defaults, exports, hooks } = diff;
  return (
    options.added.length +
      options.removed.length +
      options.changed.length +
      defaults.length +
      exports.added.length +
      exports.removed.length ===
      0 && Object.keys(hooks).length === 0
  );
}

/**
 * Every problem with a release post's claims, as readable messages naming the line: a bullet in a checked
 * section that names nothing, or names something the comparison does not show; a patch section without
 * bullets although the patches changed something.
 */
export function checkReleasePost(body: string, record: ReleaseRecord): string[] {
  const problems: string[] = [];
  const sections = postSections(body);
  for (const section of CHECKED_SECTIONS) {
    const bullets = sections.get(section);
    if (bullets === undefined) continue;
    const diff = section === 'In the patch releases' ? record.patches : record.release;
    for (const bullet of bullets) {
      if (bullet.name === null) {
        problems.push(
          `line ${bullet.line}: a bullet under "${section}" has to start with the name it is about in backticks`,
        );
      } else if (diff === null || !knownIn(section, diff, bullet.name)) {
        const between =
          section === 'In the patch releases'
            ? `${record.first} and ${record.latestPatch}`
            : `${record.previous} and ${record.first}`;
        problems.push(
          `line ${bullet.line}: "${section}" names \`${bullet.name}\`, which the comparison of ${between} does not show there`,
        );
      }
    }
  }
  const patches = sections.get('In the patch releases');
  if (patches !== undefined && patches.length === 0 && !isEmptyDiff(record.patches)) {
    problems.push(
      `"In the patch releases" lists nothing, but ${record.first} to ${record.latestPatch} changed options, defaults or exports`,
    );
  }
  return problems;
}
