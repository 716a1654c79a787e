/**
 * Remark plugin for the docs and blog: applies lib/policy.ts to every raw HTML node of a Markdown
 * file (and to JSX elements of an .mdx file) and fails the build naming the file and each line.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { HtmlFragment } from './lib/policy';
import { checkHtml, htmlPolicyError } from './lib/policy';

interface Node {
  type: string;
  value?: string;
  name?: string | null;
  attributes?: { type: string; name?: string; value?: unknown }[];
  position?: { start: { line: number } };
  children?: Node[];
}

interface VFileLike {
  path?: string;
  value?: unknown;
}

/** Lines the front matter took in the file on disk (Docusaurus compiles the body alone). */
function lineOffset(file: VFileLike): number {
  if (!file.path || typeof file.value !== 'string') return 0;
  try {
    const source = fs.readFileSync(file.path, 'utf8');
    if (!source.endsWith(file.value)) return 0;
    return source.slice(0, source.length - file.value.length).split('\n').length - 1;
  } catch {
    return 0;
  }
}

/**
 * JSX elements are checked as the tags they stand for, written self-closing: MDX already refuses
 * unbalanced JSX. Attribute values that are expressions are left to MDX.
 */
function jsxAsHtml(node: Node): string {
  const attributes = (node.attributes ?? [])
    .filter((attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name)
    .map((attribute) =>
      typeof attribute.value === 'string'
        ? ` ${attribute.name}="${attribute.value.replace(/"/g, '&quot;')}"`
        : ` ${attribute.name}`,
    )
    .join('');
  return `<${node.name}${attributes} />`;
}

export default function remarkHtmlPolicy() {
  return (tree: Node, file: VFileLike) => {
    const offset = lineOffset(file);
    const fragments: HtmlFragment[] = [];
    const walk = (node: Node) => {
      const line = (node.position?.start.line ?? 1) + offset;
      if (node.type === 'html' && node.value) fragments.push({ value: node.value, line });
      const isJsx = node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
      if (isJsx && node.name) fragments.push({ value: jsxAsHtml(node), line });
      node.children?.forEach(walk);
    };
    walk(tree);
    const problems = checkHtml(fragments);
    if (problems.length) {
      const name = file.path ? path.relative(process.cwd(), file.path) : '(unknown file)';
      throw htmlPolicyError(name, problems);
    }
  };
}
