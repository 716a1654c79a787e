/**
 * Looks options up in a version's catalog (lib/catalog.ts) for the checker's results: the docs
 * link, Type, Default and version note of an option path as a configuration writes it
 * (`entry.main`, `module.rules[].use`), and the list of options a configuration uses. Pure.
 */
import { parentPath } from '../../version-diff/lib/compare';
import { resolveOptionPath, type Inline } from '../../version-diff/lib/notes';
import type { Catalog, OptionEntry } from './catalog';
import { PluginPlaceholder } from './readConfig';

export interface OptionInfo extends OptionEntry {
  /** The option as the configuration writes it. */
  option: string;
  /** The configuration's index when the file exports an array. */
  configIndex?: number;
  /** Whether the version has this option. */
  known: boolean;
  note?: Inline[];
}

export interface CatalogIndex {
  catalog: Catalog;
  options: Readonly<Record<string, true>>;
}

export function indexCatalog(catalog: Catalog): CatalogIndex {
  return {
    catalog,
    options: Object.fromEntries(catalog.options.map((option) => [option, true as const])),
  };
}

function nearestUrl(index: CatalogIndex, path: string): string | undefined {
  for (
    let current: string | undefined = path;
    current !== undefined;
    current = parentPath(current)
  ) {
    const schemaPath = resolveOptionPath(current, index.options);
    const url = schemaPath === undefined ? undefined : index.catalog.entries[schemaPath]?.url;
    if (url !== undefined) return url;
  }
  return undefined;
}

/** What the docs say about an option (its own heading, else the nearest documented option above it). */
export function describeOption(
  index: CatalogIndex,
  option: string,
  configIndex?: number,
): OptionInfo {
  const schemaPath = resolveOptionPath(option, index.options);
  const entry = schemaPath === undefined ? undefined : index.catalog.entries[schemaPath];
  const note =
    index.catalog.notes[option] ?? (schemaPath ? index.catalog.notes[schemaPath] : undefined);
  const url = entry?.url ?? nearestUrl(index, option);
  return {
    option,
    ...(configIndex === undefined ? {} : { configIndex }),
    known: schemaPath !== undefined,
    ...(url === undefined ? {} : { url }),
    ...(entry?.type === undefined ? {} : { type: entry.type }),
    ...(entry?.default === undefined ? {} : { default: entry.default }),
    ...(note === undefined ? {} : { note }),
  };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return (
    value !== null &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    !(value instanceof RegExp) &&
    !(value instanceof PluginPlaceholder)
  );
}

/** The options a configuration sets, in the order it writes them: every known option path, and unknown ones where they start. */
export function usedOptions(index: CatalogIndex, config: unknown): OptionInfo[] {
  const result: OptionInfo[] = [];
  const seen = new Set<string>();
  const visit = (value: unknown, path: string, configIndex: number | undefined) => {
    if (Array.isArray(value)) {
      const items = `${path}[]`;
      const schemaItems = resolveOptionPath(items, index.options);
      if (schemaItems === undefined) return;
      if (!index.catalog.options.some((option) => option.startsWith(`${schemaItems}.`))) return;
      for (const item of value) visit(item, items, configIndex);
      return;
    }
    if (!isPlainObject(value)) return;
    for (const [key, child] of Object.entries(value)) {
      const option = path === '' ? key : `${path}.${key}`;
      const info = describeOption(index, option, configIndex);
      const id = `${configIndex ?? ''}:${option}`;
      // A name under a keyed object (`entry.main`, `resolve.alias.@`) is a value, not an option.
      const keyed = /<key>$/.test(resolveOptionPath(option, index.options) ?? '');
      if (!seen.has(id) && !keyed) {
        seen.add(id);
        result.push(info);
      }
      if (info.known) visit(child, option, configIndex);
    }
  };
  if (Array.isArray(config)) config.forEach((item, i) => visit(item, '', i));
  else visit(config, '', undefined);
  return result;
}
