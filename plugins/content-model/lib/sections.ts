/**
 * The top-level sections of docs/, read from the folder tree so the navbar's
 * Documentation menu and the section sidebars never drift from the content.
 */
import fs from 'node:fs';
import path from 'node:path';

/** Sections that are docs folders but not part of the "Documentation" menu (spec §9). */
export const EXCLUDED_FROM_DOCUMENTATION_MENU = ['contribute', 'blog'] as const;

/** Preferred menu order; sections not named here follow alphabetically. */
const MENU_ORDER = [
  'concepts',
  'configuration',
  'guides',
  'api',
  'loaders',
  'plugins',
  'migrate',
  'troubleshooting',
];

export function listSections(docsDir: string): string[] {
  return fs
    .readdirSync(docsDir, { withFileTypes: true })
    .filter(
      (entry) => entry.isDirectory() && !entry.name.startsWith('_') && !entry.name.startsWith('.'),
    )
    .map((entry) => entry.name)
    .sort();
}

export function orderSections(sections: readonly string[]): string[] {
  const rank = (name: string) => {
    const index = MENU_ORDER.indexOf(name);
    return index === -1 ? MENU_ORDER.length : index;
  };
  return [...sections].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

/** Sections shown in the Documentation menu, in menu order. */
export function documentationSections(sections: readonly string[]): string[] {
  const excluded: readonly string[] = EXCLUDED_FROM_DOCUMENTATION_MENU;
  return orderSections(sections.filter((name) => !excluded.includes(name)));
}

export { sectionLabel } from './sectionLabel';

/** A regex source matching any path inside one of the given sections. */
export function sectionPathPattern(sections: readonly string[]): string {
  return `^/(${sections.join('|')})/`;
}

export function docsDirectory(siteDir: string): string {
  return path.join(siteDir, 'docs');
}
