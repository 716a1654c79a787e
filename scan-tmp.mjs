import fs from 'node:fs';
import path from 'node:path';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import { visit } from 'unist-util-visit';
const files = [];
const walk = (d) => { for (const e of fs.readdirSync(d, { withFileTypes: true })) { const f = path.join(d, e.name); if (e.isDirectory()) walk(f); else if (/\.mdx?$/.test(f)) files.push(f); } };
walk('docs'); walk('blog');
const counts = new Map();
for (const f of files) {
  const tree = unified().use(remarkParse).use(remarkGfm).use(remarkDirective).use(remarkFrontmatter).parse(fs.readFileSync(f, 'utf8'));
  visit(tree, 'html', (node) => { const k = node.value.slice(0, 100).replace(/\n/g, '⏎'); console.log(`${f}:${node.position.start.line}: ${k}`); });
}
