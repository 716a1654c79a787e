/**
 * Remark plugin for the docs: after each option heading of a configuration page, the version note
 * of lib/notes.ts (v5 pages: "New in webpack 5"; v4 pages: renamed, replaced, removed, deprecated or changed
 * in webpack 5, with a link to the successor's v5 anchor). The note is a `<VersionNote kind="…">`
 * element whose content is ordinary Markdown nodes (so links are checked like any other link), and
 * the page imports `@theme/VersionNote` only when it has a note. The Markdown twins get the same
 * notes from lib/notes.ts (`annotateMarkdown`, called by plugins/llms).
 */
import { loadVersionDiff } from './lib/load';
import { noteForHeading, versionOfSource, type Inline, type VersionNote } from './lib/notes';

interface Node {
  type: string;
  value?: string;
  url?: string;
  name?: string;
  depth?: number;
  attributes?: { type: string; name: string; value: string }[];
  children?: Node[];
  data?: Record<string, unknown>;
}

interface VFileLike {
  path?: string;
}

export interface RemarkVersionNotesOptions {
  /** The site directory: where the schemas and the v5 configuration pages are read from. */
  siteDir: string;
}

export const COMPONENT = 'VersionNote';
export const COMPONENT_MODULE = '@theme/VersionNote';

/** A heading's plain text, as the page renders it (`` `output.filename` `` → output.filename). */
export function headingTitle(node: Node): string {
  const text = (inner: Node): string =>
    inner.type === 'text' || inner.type === 'inlineCode'
      ? (inner.value ?? '')
      : (inner.children ?? []).map(text).join('');
  return text(node)
    .replace(/\s*\{#[^}]+\}\s*$/, '')
    .trim();
}

function inlineNode(part: Inline): Node {
  if (part.type === 'strong')
    return { type: 'strong', children: [{ type: 'text', value: part.value }] };
  if (part.type === 'text') return { type: 'text', value: part.value };
  return {
    type: 'link',
    url: part.url,
    children: [{ type: part.code ? 'inlineCode' : 'text', value: part.value }],
  };
}

export function noteElement(note: VersionNote): Node {
  return {
    type: 'mdxJsxFlowElement',
    name: COMPONENT,
    attributes: [{ type: 'mdxJsxAttribute', name: 'kind', value: note.kind }],
    children: note.parts.map(inlineNode),
  };
}

/** `import VersionNote from '@theme/VersionNote';` as an MDX ESM node (with the ESTree the compiler reads). */
export function importNode(): Node {
  return {
    type: 'mdxjsEsm',
    value: `import ${COMPONENT} from '${COMPONENT_MODULE}';`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [
              { type: 'ImportDefaultSpecifier', local: { type: 'Identifier', name: COMPONENT } },
            ],
            source: { type: 'Literal', value: COMPONENT_MODULE, raw: `'${COMPONENT_MODULE}'` },
          },
        ],
      },
    },
  };
}

/** Inserts the notes into a page's tree; returns how many it placed. */
export function insertNotes(
  tree: Node,
  noteFor: (title: string) => VersionNote | undefined,
): number {
  let placed = 0;
  const visit = (parent: Node) => {
    const children = parent.children;
    if (!children) return;
    for (let index = 0; index < children.length; index += 1) {
      const child = children[index]!;
      if (child.type === 'heading') {
        const note = noteFor(headingTitle(child));
        if (note !== undefined) {
          children.splice(index + 1, 0, noteElement(note));
          placed += 1;
          index += 1;
        }
      } else visit(child);
    }
  };
  visit(tree);
  if (placed > 0) tree.children?.unshift(importNode());
  return placed;
}

export default function remarkVersionNotes(options: RemarkVersionNotesOptions) {
  if (!options?.siteDir)
    throw new Error('plugins/version-diff/remark: the option siteDir is required');
  return (tree: Node, file: VFileLike) => {
    const version = file.path ? versionOfSource(file.path) : undefined;
    if (version === undefined) return;
    const { notes } = loadVersionDiff(options.siteDir);
    insertNotes(tree, (title) => noteForHeading(notes, version, title));
  };
}
