/**
 * The version notes of the configuration pages, keyed on option headings: a webpack 5 page marks
 * each option webpack 4 lacks ("New in webpack 5"), a webpack 4 page marks each option webpack 5
 * renamed, replaced, removed or deprecated, or that refuses a value webpack 4 took ("Changed"), with a
 * link to what replaces it. One note is one short
 * list of inline parts, written as Markdown for the Markdown twins (and the content tests) and as
 * Markdown syntax-tree nodes by the remark plugin, so both say the same. Pure.
 */
import type { OptionChange, Successor, VersionDiff } from './compare';
import { parentPath, typeDelta } from './compare';
import { listText, typeTokens } from './format';

export type DocsVersion = 'v4' | 'v5';
export type NoteKind = 'new' | 'renamed' | 'replaced' | 'removed' | 'deprecated' | 'changed';

export type Inline =
  | { type: 'strong'; value: string }
  | { type: 'text'; value: string }
  | { type: 'link'; url: string; value: string; code: boolean };

export interface VersionNote {
  kind: NoteKind;
  /** The option the heading documents. */
  option: string;
  parts: Inline[];
}

/** The migration guide's table of every changed option (a heading of docs/migrate/5.md). */
export const MIGRATION_TABLE_URL = '/migrate/5/#options-at-a-glance';
export const NEW_LABEL = 'New in webpack 5';

/** Configuration pages only: `docs/configuration/*.md` (v5) and `versioned_docs/version-4/configuration/*.md` (v4). */
export function versionOfSource(file: string): DocsVersion | undefined {
  const normalized = file.replace(/\\/g, '/');
  if (/(^|\/)versioned_docs\/version-4\/configuration\/[^/]+\.mdx?$/.test(normalized)) return 'v4';
  if (
    /(^|\/)docs\/configuration\/[^/]+\.mdx?$/.test(normalized) &&
    !normalized.includes('versioned_docs/')
  )
    return 'v5';
  return undefined;
}

/** Headings that name a rule or an entry description by its type (`Rule.test`), as our pages do, spelled as schema paths. */
const TYPE_PREFIXES: Record<string, string> = {
  Rule: 'module.rules[]',
  EntryDescription: 'entry.<key>',
};

/**
 * The option path a heading documents, as `flattenSchema` spells paths, or undefined when the
 * heading is not an option path: `output.filename` → itself, `Rule.query` → `module.rules[].query`,
 * `optimization.splitChunks.cacheGroups.{cacheGroup}.test` → `…cacheGroups.<key>.test`.
 * Whether the path is an option of a version is for the caller to check.
 */
export function optionPathOfHeading(title: string): string | undefined {
  const text = title.trim();
  if (!/^[A-Za-z_$][\w$]*(?:\.[\w$/{}<>-]+|\[\])*$/.test(text)) return undefined;
  const [head, ...rest] = text.split('.');
  const prefix = TYPE_PREFIXES[head!];
  const segments = rest.map((segment) =>
    /^(\{[^}]+\}|<[^>]+>)$/.test(segment) ? '<key>' : segment,
  );
  if (prefix !== undefined)
    return segments.length === 0 ? undefined : [prefix, ...segments].join('.');
  return [head, ...segments].join('.');
}

/**
 * The schema path an option path stands for in one version's flattened options: a name under a
 * keyed object becomes `<key>` (`node.fs` → `node.<key>`, `entry.main.import` → `entry.<key>.import`).
 * Undefined when the version has no such option.
 */
export function resolveOptionPath(
  path: string,
  options: Readonly<Record<string, unknown>>,
): string | undefined {
  if (path in options) return path;
  let resolved = '';
  for (const segment of path.split('.')) {
    const exact = resolved ? `${resolved}.${segment}` : segment;
    const keyed = resolved ? `${resolved}.<key>${segment.endsWith('[]') ? '[]' : ''}` : undefined;
    if (exact in options) resolved = exact;
    else if (keyed !== undefined && keyed in options) resolved = keyed;
    else return undefined;
  }
  return resolved;
}

/** Page URL and heading anchor of each webpack 5 option that has a heading on a v5 configuration page. */
export type OptionUrls = ReadonlyMap<string, string>;

/** The v5 page anchor of an option, or of the nearest option above it that has one. */
export function optionUrl(urls: OptionUrls, path: string): string | undefined {
  for (
    let current: string | undefined = path;
    current !== undefined;
    current = parentPath(current)
  ) {
    const url = urls.get(current);
    if (url !== undefined) return url;
  }
  return undefined;
}

/** How a successor reads in a note: `output.chunkLoadingGlobal`, `optimization.moduleIds: 'named'`. */
export function successorText(successor: Successor): string {
  const path = successor.path
    .replace(/^module\.rules\[\]\./, 'Rule.')
    .replace(/^entry\.<key>\./, 'EntryDescription.');
  return successor.value === undefined ? path : `${path}: ${successor.value}`;
}

function successorParts(successors: readonly Successor[], urls: OptionUrls): Inline[] {
  const parts: Inline[] = [{ type: 'text', value: ' Use ' }];
  successors.forEach((successor, index) => {
    if (index > 0)
      parts.push({ type: 'text', value: index === successors.length - 1 ? ' and ' : ', ' });
    parts.push({
      type: 'link',
      url: optionUrl(urls, successor.path) ?? MIGRATION_TABLE_URL,
      value: successorText(successor),
      code: true,
    });
  });
  parts.push({ type: 'text', value: ' instead.' });
  return parts;
}

const LABELS: Record<Exclude<NoteKind, 'new'>, string> = {
  renamed: 'Renamed in webpack 5.',
  replaced: 'Replaced in webpack 5.',
  removed: 'Removed in webpack 5.',
  deprecated: 'Deprecated in webpack 5.',
  changed: 'Changed in webpack 5.',
};

const ARTICLES: Record<string, string> = {
  array: 'an array',
  object: 'an object',
  function: 'a function',
  string: 'a string',
  number: 'a number',
  RegExp: 'a regular expression',
};

/** A value in words: `function` → a function, `"total-size"` → 'total-size', `true` → true. */
export function valueWords(token: string): string {
  if (token.startsWith('"')) return `'${JSON.parse(token) as string}'`;
  return ARTICLES[token] ?? token;
}

/** Values a webpack 4 option accepted that webpack 5 refuses (`target`: a function); empty when it only gained some. */
export function droppedValues(change: OptionChange): string[] {
  return change.kind === 'type changed' || change.kind === 'values changed'
    ? typeTokens(typeDelta(change).removed)
    : [];
}

/** The note of a webpack 4 option, from its change. */
export function removalNote(change: OptionChange, urls: OptionUrls): VersionNote {
  const dropped = droppedValues(change);
  if (dropped.length > 0) {
    const values = listText(dropped.map(valueWords));
    return {
      kind: 'changed',
      option: change.path,
      parts: [
        { type: 'strong', value: LABELS.changed },
        { type: 'text', value: ` It no longer accepts ${values}. See ` },
        {
          type: 'link',
          url: optionUrl(urls, change.path) ?? MIGRATION_TABLE_URL,
          value: successorText({ path: change.path }),
          code: true,
        },
        { type: 'text', value: '.' },
      ],
    };
  }
  const kind = change.kind as Exclude<NoteKind, 'new' | 'changed'>;
  const parts: Inline[] = [{ type: 'strong', value: LABELS[kind] }];
  if (change.successors?.length) parts.push(...successorParts(change.successors, urls));
  if (change.note !== undefined) parts.push({ type: 'text', value: ` ${change.note}` });
  if (change.kind === 'deprecated' && !change.successors?.length) {
    parts.push({ type: 'text', value: ' See ' });
    parts.push({
      type: 'link',
      url: optionUrl(urls, change.path) ?? MIGRATION_TABLE_URL,
      value: successorText({ path: change.path }),
      code: true,
    });
    parts.push({ type: 'text', value: '.' });
  } else if (!change.successors?.length || change.guide !== undefined) {
    parts.push({ type: 'text', value: ' See ' });
    parts.push({
      type: 'link',
      url: change.guide ?? MIGRATION_TABLE_URL,
      value: 'the migration guide',
      code: false,
    });
    parts.push({ type: 'text', value: '.' });
  }
  return { kind, option: change.path, parts };
}

export interface NoteIndex {
  diff: VersionDiff;
  /** Where each webpack 5 option is documented (see OptionUrls). */
  urls: OptionUrls;
  /** The change of a webpack 4 option that webpack 5 removed, renamed, replaced, deprecated or narrowed (refuses a value 4 took), by path. */
  v4Changes: ReadonlyMap<string, OptionChange>;
}

const V4_NOTE_KINDS = new Set(['renamed', 'replaced', 'removed', 'deprecated']);

export function noteIndex(diff: VersionDiff, urls: OptionUrls): NoteIndex {
  const v4Changes = new Map<string, OptionChange>();
  for (const change of diff.changes) {
    const noted = V4_NOTE_KINDS.has(change.kind) || droppedValues(change).length > 0;
    if (noted && !v4Changes.has(change.path)) v4Changes.set(change.path, change);
  }
  return { diff, urls, v4Changes };
}

/** The note a heading of a configuration page gets, if any. */
export function noteForHeading(
  index: NoteIndex,
  version: DocsVersion,
  title: string,
): VersionNote | undefined {
  const written = optionPathOfHeading(title);
  if (written === undefined) return undefined;
  if (version === 'v5') {
    const path = resolveOptionPath(written, index.diff.v5);
    if (path !== undefined && !(path in index.diff.v4))
      return { kind: 'new', option: path, parts: [{ type: 'text', value: NEW_LABEL }] };
    return undefined;
  }
  const path = resolveOptionPath(written, index.diff.v4);
  const change = path === undefined ? undefined : index.v4Changes.get(path);
  return change === undefined ? undefined : removalNote(change, index.urls);
}

const escapeMarkdown = (text: string) => text.replace(/([\\`*_[\]<>])/g, '\\$1');

/** A note as Markdown: the badge as a bold line, a webpack 4 note as a blockquote. `rewriteLink` maps link targets (the twins make them absolute). */
export function noteToMarkdown(
  note: VersionNote,
  rewriteLink: (url: string) => string = (url) => url,
): string {
  const inline = note.parts
    .map((part) => {
      if (part.type === 'strong') return `**${escapeMarkdown(part.value)}**`;
      if (part.type === 'text') return escapeMarkdown(part.value);
      return `[${part.code ? `\`${part.value}\`` : escapeMarkdown(part.value)}](${rewriteLink(part.url)})`;
    })
    .join('');
  return note.kind === 'new' ? `**${inline}**` : `> ${inline}`;
}

const FENCE = /^\s*(`{3,}|~{3,})/;
const HEADING = /^(#{1,6})\s+(.+?)\s*#*\s*$/;

/**
 * Inserts each heading's note, as Markdown, after the heading line (code fences skipped).
 * `titleOf` turns the raw heading text into its plain title (content-model's headingText).
 */
export function annotateMarkdown(
  body: string,
  noteFor: (title: string) => VersionNote | undefined,
  titleOf: (raw: string) => string,
  rewriteLink?: (url: string) => string,
): string {
  const lines = body.split('\n');
  const out: string[] = [];
  let fence: string | undefined;
  lines.forEach((line, index) => {
    out.push(line);
    const marker = FENCE.exec(line)?.[1];
    if (fence !== undefined) {
      if (
        marker !== undefined &&
        marker[0] === fence[0] &&
        marker.length >= fence.length &&
        line.trim() === marker
      )
        fence = undefined;
      return;
    }
    if (marker !== undefined) {
      fence = marker;
      return;
    }
    const heading = HEADING.exec(line);
    if (!heading) return;
    const note = noteFor(titleOf(heading[2]!));
    if (note === undefined) return;
    out.push('', noteToMarkdown(note, rewriteLink));
    if ((lines[index + 1] ?? '').trim() !== '') out.push('');
  });
  return out.join('\n');
}
