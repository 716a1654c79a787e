/**
 * Everything the plugin writes, computed from the content model without
 * touching the build folder: one twin per listed docs and blog page, llms.txt
 * and llms-full.txt.
 */
import { allPages, type DirectoryEntry } from '../../content-model/lib/tree';
import {
  buildLlmsFull,
  buildLlmsTxt,
  LLMS_FULL_TXT,
  LLMS_TXT,
  llmsSections,
  type SiteSummary,
} from './llmsTxt';
import { buildTwin, renderTwin, type Twin, type TwinOptions } from './twin';
import { twinPath } from './urls';

export interface GeneratedFile {
  /** Path inside the build folder, without a leading slash (`concepts/entry-points/index.md`). */
  path: string;
  content: string;
}

export interface LlmsFiles {
  twins: GeneratedFile[];
  llmsTxt: GeneratedFile;
  llmsFull: GeneratedFile;
}

export interface GenerateOptions extends SiteSummary {
  defaultDescription: string;
  /** Reads a source file by its path from the site directory (`docs/concepts/index.md`). */
  readSource: (sitePath: string) => string;
  /** See TwinOptions.annotate. */
  annotate?: TwinOptions['annotate'];
}

export function generateLlmsFiles(index: DirectoryEntry, options: GenerateOptions): LlmsFiles {
  const urlByFile = new Map(allPages(index).map((page) => [page.path, page.url]));
  const twinOptions = {
    root: options.root,
    defaultDescription: options.defaultDescription,
    urlOfFile: (sitePath: string) => urlByFile.get(sitePath),
    ...(options.annotate && { annotate: options.annotate }),
  };
  const sections = llmsSections(index);
  const twins: GeneratedFile[] = [];
  const docsTwins: Twin[] = [];
  for (const section of sections) {
    for (const page of section.pages) {
      const twin = buildTwin(page, options.readSource(page.path), twinOptions);
      twins.push({ path: twinPath(page.url).replace(/^\//, ''), content: renderTwin(twin) });
      if (section.name !== 'blog' && !section.olderVersion) docsTwins.push(twin);
    }
  }
  return {
    twins,
    llmsTxt: { path: LLMS_TXT, content: buildLlmsTxt(options, sections) },
    llmsFull: { path: LLMS_FULL_TXT, content: buildLlmsFull(options, docsTwins) },
  };
}
