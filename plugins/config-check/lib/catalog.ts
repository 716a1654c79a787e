/**
 * What the checker knows about the options of one webpack version, computed at build time and
 * shipped to the checker's worker as JSON: every option path of the version's schema (to name
 * the option a value or an error is about), where each option is documented in that version's
 * docs, the Type and Default its page states, and the version notes of `plugins/version-diff`
 * for options of the other version (checked against 5: what webpack 5 renamed or removed;
 * checked against 4: what is new in 5). Building it reads files (`loadCatalogs`); looking things
 * up in it (`describeOption`) is pure and runs in the browser.
 */
import fs from 'node:fs';
import path from 'node:path';
import { statedLines } from '../../content-model/lib/statedLines';
import { parentPath } from '../../version-diff/lib/compare';
import {
  loadVersionDiff,
  readOptionUrls,
  V4_CONFIGURATION_DIR,
  V5_CONFIGURATION_DIR,
} from '../../version-diff/lib/load';
import {
  NEW_LABEL,
  optionPathOfHeading,
  optionUrl,
  removalNote,
  resolveOptionPath,
  type Inline,
} from '../../version-diff/lib/notes';
import type { WebpackMajor } from './compile';

export interface OptionEntry {
  /** Page and anchor in this version's docs. */
  url?: string;
  /** The page's `- Type:` line (Markdown inline text). */
  type?: string;
  /** The page's `- Default:` line (Markdown inline text; a qualified default keeps its qualifier). */
  default?: string;
}

export interface Catalog {
  version: WebpackMajor;
  /** Every option path of the schema, as `flattenSchema` spells them (`entry.<key>.import`, `module.rules[].use`). */
  options: string[];
  /** Documented options, by schema path. */
  entries: Record<string, OptionEntry>;
  /** Notes for option paths of the other version, by that version's schema path. */
  notes: Record<string, Inline[]>;
}

function statedEntries(
  siteDir: string,
  configDir: string,
  options: Readonly<Record<string, unknown>>,
  urls: ReadonlyMap<string, string>,
): Record<string, OptionEntry> {
  const entries: Record<string, OptionEntry> = {};
  for (const [option, url] of urls) entries[option] = { url };
  const dir = path.join(siteDir, configDir);
  for (const name of fs
    .readdirSync(dir)
    .filter((file) => /\.mdx?$/.test(file))
    .sort()) {
    for (const line of statedLines(name, fs.readFileSync(path.join(dir, name), 'utf8'))) {
      if (!line.isOptionHeading) continue;
      const written = optionPathOfHeading(line.heading);
      const option = written === undefined ? undefined : resolveOptionPath(written, options);
      if (option === undefined) continue;
      const entry = (entries[option] ??= {});
      const key = line.kind === 'Type' ? 'type' : 'default';
      const text = line.qualifier ? `${line.qualifier}: ${line.text}` : line.text;
      // The plain form wins over a qualified one ("Default in production: …").
      if (entry[key] === undefined || (!line.qualifier && entry[key]!.includes(':')))
        entry[key] = text;
    }
  }
  return entries;
}

/** Both versions' catalogs from the installed schemas and the configuration pages. */
export function loadCatalogs(siteDir: string): Record<WebpackMajor, Catalog> {
  const { diff, notes } = loadVersionDiff(siteDir);
  const urls5 = notes.urls;
  const urls4 = readOptionUrls(siteDir, diff.v4, V4_CONFIGURATION_DIR, '/v4/');

  const notes5: Record<string, Inline[]> = {};
  for (const [option, change] of notes.v4Changes)
    if (!(option in diff.v5)) notes5[option] = removalNote(change, urls5).parts;

  const notes4: Record<string, Inline[]> = {};
  for (const option of Object.keys(diff.v5)) {
    if (option in diff.v4) continue;
    // Only the outermost new option: `cache.type` is covered by `cache`'s note when `cache` is new.
    const parent = parentPath(option);
    if (parent !== undefined && !(parent in diff.v4) && parent in diff.v5) continue;
    const url = optionUrl(urls5, option);
    notes4[option] = [
      { type: 'strong', value: `${NEW_LABEL}.` },
      ...(url === undefined
        ? []
        : ([
            { type: 'text', value: ' See ' },
            { type: 'link', url, value: option, code: true },
            { type: 'text', value: '.' },
          ] as Inline[])),
    ];
  }

  return {
    5: {
      version: 5,
      options: Object.keys(diff.v5).sort(),
      entries: statedEntries(siteDir, V5_CONFIGURATION_DIR, diff.v5, urls5),
      notes: notes5,
    },
    4: {
      version: 4,
      options: Object.keys(diff.v4).sort(),
      entries: statedEntries(siteDir, V4_CONFIGURATION_DIR, diff.v4, urls4),
      notes: notes4,
    },
  };
}
