/**
 * The site's code has no import cycles between its places (each plugin folder, and each folder of
 * src/: theme, components, lib, hooks, pages, data), and no plugin lib/ reaches into src/components.
 * A cycle is how two features become one that nobody can change alone. `@theme/…` imports are
 * Docusaurus's aliases (a contract, resolved at build time), so they are not edges here.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';

const ROOT = path.resolve(__dirname, '../..');
const EXTENSIONS = ['.ts', '.tsx', '.js', '.cjs', '.mjs'];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : sourceFiles(file);
    return EXTENSIONS.includes(path.extname(entry.name)) && !entry.name.includes('.test.')
      ? [file]
      : [];
  });
}

/** The file an import names, for relative and `@site/` imports; null for packages and aliases. */
function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith('.')
    ? path.resolve(path.dirname(from), specifier)
    : specifier.startsWith('@site/')
      ? path.join(ROOT, specifier.slice('@site/'.length))
      : null;
  if (!base) return null;
  const candidates = [
    base,
    ...EXTENSIONS.map((ext) => base + ext),
    ...EXTENSIONS.map((ext) => path.join(base, `index${ext}`)),
  ];
  return candidates.find((file) => fs.existsSync(file) && fs.statSync(file).isFile()) ?? null;
}

/** `plugins/<name>` or `src/<folder>`. */
const placeOf = (file: string) => path.relative(ROOT, file).split(path.sep).slice(0, 2).join('/');

/** place → place it imports → one import that makes the edge (`file -> file`). */
function importGraph(): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>();
  const files = [
    ...sourceFiles(path.join(ROOT, 'plugins')),
    ...sourceFiles(path.join(ROOT, 'src')),
  ];
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    for (const [, specifier] of text.matchAll(
      /(?:from\s+|import\(\s*|require\(\s*)['"]([^'"]+)['"]/g,
    )) {
      const target = resolveImport(file, specifier!);
      if (!target) continue;
      const [from, to] = [placeOf(file), placeOf(target)];
      if (from === to) continue;
      const edges = graph.get(from) ?? new Map<string, string>();
      if (!edges.has(to))
        edges.set(to, `${path.relative(ROOT, file)} -> ${path.relative(ROOT, target)}`);
      graph.set(from, edges);
    }
  }
  return graph;
}

function cycles(graph: Map<string, Map<string, string>>): string[] {
  const found: string[] = [];
  const done = new Set<string>();
  const visit = (place: string, stack: string[]) => {
    const at = stack.indexOf(place);
    if (at >= 0) {
      const loop = [...stack.slice(at), place];
      found.push(
        loop
          .slice(1)
          .map((to, i) => graph.get(loop[i]!)!.get(to))
          .join('; '),
      );
      return;
    }
    if (done.has(place)) return;
    for (const next of graph.get(place)?.keys() ?? []) visit(next, [...stack, place]);
    done.add(place);
  };
  for (const place of graph.keys()) visit(place, []);
  return found;
}

describe('imports', () => {
  const graph = importGraph();

  it('reads the graph (the scan itself works)', () => {
    expect(graph.get('src/theme')?.has('plugins/code-highlight')).toBe(true);
  });

  it('have no cycle between places', () => {
    expect(cycles(graph)).toEqual([]);
  });

  it('never go from a plugin lib/ to src/components', () => {
    const reaches = [...graph.entries()]
      .filter(([place]) => place.startsWith('plugins/'))
      .flatMap(([, edges]) => [...edges.values()])
      .filter((edge) => /^plugins\/[^/]+\/lib\/.* -> src\/components\//.test(edge));
    expect(reaches).toEqual([]);
  });
});
