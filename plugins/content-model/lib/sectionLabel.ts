/** A section's name as the menus show it (`api` → `API`). No Node.js imports: the browser uses it too. */
const LABELS: Record<string, string> = { api: 'API' };

export function sectionLabel(section: string): string {
  return LABELS[section] ?? section.charAt(0).toUpperCase() + section.slice(1);
}
