/**
 * The shape of the search index files in the build output. Everything is
 * plain JSON under /search/, so any static host (and the service worker)
 * serves and caches it like any other file:
 *
 * - `/search/manifest.json` — small, fetched once when the reader opens search;
 * - `/search/<folder>/terms-<n>.json` — term shards, a contiguous range of the
 *   sorted terms each, fetched for the words of a query;
 * - `/search/<folder>/text-<doc>-<part>.json` — a page's text, in parts,
 *   fetched for the snippets of the results on screen.
 *
 * `<folder>` is a hash of the content, so shard and text files never change
 * under a name; only the manifest is revalidated.
 */

/** [url, title, index into `sections`, first section index of text parts 1…n (absent: one part)]. */
export type ManifestDoc = [url: string, title: string, section: number, partStarts?: number[]];

export interface SearchManifest {
  version: 1;
  /** Content-hash folder of this build's shard and text files. */
  folder: string;
  /** Site section labels ("Guides", "Blog", …); docs point into this list. */
  sections: string[];
  docs: ManifestDoc[];
  /** The first term of each shard, ascending: shard i holds the terms from shards[i] up to shards[i + 1]. */
  shards: string[];
}

/**
 * A term shard: term → postings, flattened as [docDelta, fields, tf, section, docDelta, …].
 * docDelta is the doc index minus the previous posting's (the first is the index);
 * fields is a bit set of FIELD_TITLE / FIELD_HEADING / FIELD_BODY; tf counts body
 * occurrences (capped at 255); section is the page section where the term is best
 * shown (its heading, else its first body occurrence).
 */
export type TermShard = Record<string, number[]>;

/** A part of a page's text: consecutive sections as [heading, anchor id, text]. */
export type TextPart = [heading: string, id: string, text: string][];

export interface Posting {
  doc: number;
  fields: number;
  tf: number;
  section: number;
}

export const shardFile = (index: number) => `terms-${index}.json`;
export const textFile = (doc: number, part: number) => `text-${doc}-${part}.json`;

export function decodePostings(flat: readonly number[]): Posting[] {
  const postings: Posting[] = [];
  let doc = 0;
  for (let i = 0; i + 3 < flat.length; i += 4) {
    doc += flat[i]!;
    postings.push({ doc, fields: flat[i + 1]!, tf: flat[i + 2]!, section: flat[i + 3]! });
  }
  return postings;
}

export function encodePostings(postings: readonly Posting[]): number[] {
  const flat: number[] = [];
  let previous = 0;
  for (const posting of postings) {
    flat.push(posting.doc - previous, posting.fields, posting.tf, posting.section);
    previous = posting.doc;
  }
  return flat;
}

/** The shard holding `term`: the last shard whose first term is ≤ term. */
export function shardOf(shards: readonly string[], term: string): number {
  let low = 0;
  let high = shards.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (shards[middle]! <= term) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** The shards that can hold terms beginning with `prefix` (a contiguous range). */
export function shardsOfPrefix(shards: readonly string[], prefix: string): number[] {
  const first = shardOf(shards, prefix);
  const last = shardOf(shards, `${prefix}\uffff`);
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

/** Which text part of a page holds a section. */
export function partOf(doc: ManifestDoc, section: number): number {
  const starts = doc[3] ?? [];
  let part = 0;
  while (part < starts.length && starts[part]! <= section) part += 1;
  return part;
}

/** The first section index of a text part. */
export function partStart(doc: ManifestDoc, part: number): number {
  return part === 0 ? 0 : (doc[3]?.[part - 1] ?? 0);
}
