/**
 * The current documentation page publishes its headings here, and the sidebar
 * item of that page reads them to show its anchors (spec §2: sidebar items
 * expand to show anchors of level above 1). A tiny external store: no provider.
 */
import { useSyncExternalStore } from 'react';
import type { Anchor } from '@site/plugins/content-index/lib/anchors';

export interface PageAnchorsState {
  permalink: string;
  anchors: Required<Anchor>[];
}

let state: PageAnchorsState | null = null;
const listeners = new Set<() => void>();

export function publishPageAnchors(next: PageAnchorsState | null): void {
  state = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePageAnchors(): PageAnchorsState | null {
  return useSyncExternalStore(subscribe, () => state, () => null);
}

const ENTITIES: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&amp;': '&', '&quot;': '"', '&#39;': "'" };

/** Docusaurus TOC values are HTML (`<code>output.filename</code>`); the sidebar wants the text. */
export function tocValueText(value: string): string {
  return value.replace(/<[^>]+>/g, '').replace(/&(lt|gt|amp|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity);
}
