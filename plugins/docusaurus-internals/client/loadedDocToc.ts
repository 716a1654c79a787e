/**
 * The table of contents of the page being read, for its sidebar item (spec §2: sidebar items
 * expand to show anchors of level above 1).
 *
 * The sidebar renders before the page content, so it cannot wait for the page to hand its
 * headings over: that would add them after hydration and shift the sidebar (CLS). Instead it
 * reads them from the page's content module, the way Docusaurus's route loader finds it
 * (route → `content` chunk name → registry module id). That module is always loaded when its
 * page renders: bundled in on the server, preloaded by Docusaurus before hydration and before
 * a client-side navigation renders. So the anchors are in the server HTML and stay put.
 */
import registry from '@generated/registry';
import routesChunkNames from '@generated/routesChunkNames';

declare const __webpack_require__: (moduleId: string | number) => unknown;
declare const __webpack_modules__: Record<string | number, unknown>;

export interface TocItem {
  value: string;
  id: string;
  level: number;
}

const withoutTrailingSlash = (path: string) => path.replace(/\/+$/, '') || '/';

/**
 * The chunk name of the `content` module of the route at `permalink`, from Docusaurus's
 * route chunk names (keys are the route path plus `-` and a hash).
 */
export function contentChunkName(
  chunkNames: Record<string, unknown>,
  permalink: string,
): string | null {
  const target = withoutTrailingSlash(permalink);
  for (const [key, chunks] of Object.entries(chunkNames)) {
    if (withoutTrailingSlash(key.replace(/-[^-]+$/, '')) !== target) continue;
    const content = (chunks as { content?: unknown } | null)?.content;
    if (typeof content === 'string') return content;
  }
  return null;
}

/** The TOC of the doc at `permalink` if its content module is loaded, else null. */
export function loadedDocToc(permalink: string): readonly TocItem[] | null {
  const chunkName = contentChunkName(routesChunkNames, permalink);
  const moduleId = chunkName ? registry[chunkName]?.[2] : undefined;
  if (moduleId === undefined || !__webpack_modules__[moduleId]) return null;
  const module = __webpack_require__(moduleId) as { toc?: TocItem[] };
  return module.toc ?? null;
}

const ENTITIES: Record<string, string> = {
  '&lt;': '<',
  '&gt;': '>',
  '&amp;': '&',
  '&quot;': '"',
  '&#39;': "'",
};

/** Docusaurus TOC values are HTML (`<code>output.filename</code>`); the sidebar wants the text. */
export function tocValueText(value: string): string {
  return value
    .replace(/<[^>]+>/g, '')
    .replace(/&(lt|gt|amp|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity);
}
