/**
 * Builds the search index files from the pages' search documents: an inverted
 * index (term → pages, with where the term occurs) cut into shards by term
 * range, each page's text cut into parts, and a small manifest tying them
 * together. Pure apart from hashing: same documents, same files.
 */
import { createHash } from 'node:crypto';
import {
  FIELD_BODY,
  FIELD_DESCRIPTION,
  FIELD_HEADING,
  FIELD_MESSAGE,
  FIELD_TITLE,
  PART_TARGET_CHARS,
  SHARD_TARGET_BYTES,
} from './constants';
import type { SearchDocument } from './extract';
import {
  encodePostings,
  shardFile,
  textFile,
  type ManifestDoc,
  type Posting,
  type SearchManifest,
  type TermShard,
  type TextPart,
} from './format';
import { synonymTerms } from './synonyms';
import { indexTerms } from './tokenize';

/** A text's index terms, with the terms of the synonyms it says. */
const fieldTerms = (text: string) => [...indexTerms(text), ...synonymTerms(text)];

export interface IndexFile {
  /** Path relative to the search directory, e.g. `manifest.json` or `1a2b3c4d/terms-0.json`. */
  path: string;
  content: string;
}

export interface BuiltIndex {
  manifest: SearchManifest;
  /** The manifest first, then the shard and text files. */
  files: IndexFile[];
}

export interface BuildOptions {
  shardTargetBytes?: number;
  partTargetChars?: number;
}

const MAX_TF = 255;

/** Groups a page's sections into parts of about `targetChars`; returns the section index each part 1… starts at. */
export function partStarts(sectionLengths: readonly number[], targetChars: number): number[] {
  const starts: number[] = [];
  let size = 0;
  sectionLengths.forEach((length, index) => {
    if (size > 0 && size + length > targetChars) {
      starts.push(index);
      size = 0;
    }
    size += length;
  });
  return starts;
}

/** The postings of one page: every term with its fields, body frequency and best section. */
export function pagePostings(document: SearchDocument): Map<string, Omit<Posting, 'doc'>> {
  const terms = new Map<string, Omit<Posting, 'doc'>>();
  const entry = (term: string, section: number) => {
    let found = terms.get(term);
    if (!found) {
      found = { fields: 0, tf: 0, section };
      terms.set(term, found);
    }
    return found;
  };
  for (const term of fieldTerms(document.title)) entry(term, 0).fields |= FIELD_TITLE;
  for (const term of fieldTerms(document.description ?? ''))
    entry(term, 0).fields |= FIELD_DESCRIPTION;
  // Headings first: a term in a heading is best shown at that heading.
  document.sections.forEach((section, index) => {
    for (const term of fieldTerms(section.heading)) {
      const found = entry(term, index);
      if (!(found.fields & FIELD_HEADING)) {
        found.fields |= FIELD_HEADING;
        found.section = index;
      }
    }
  });
  document.sections.forEach((section, index) => {
    for (const term of fieldTerms(section.text)) {
      const found = entry(term, index);
      if (!(found.fields & (FIELD_HEADING | FIELD_BODY))) found.section = index;
      found.fields |= FIELD_BODY;
      found.tf = Math.min(MAX_TF, found.tf + 1);
    }
    for (const term of indexTerms(section.quoted ?? '')) entry(term, index).fields |= FIELD_MESSAGE;
  });
  return terms;
}

export interface CutShard {
  /** The shard's first term (kept apart: objects list integer-like keys such as "404" first). */
  first: string;
  terms: TermShard;
}

/** Cuts sorted [term, postings] entries into shards of about `targetBytes` of JSON each. */
export function cutShards(entries: readonly [string, number[]][], targetBytes: number): CutShard[] {
  const shards: CutShard[] = [];
  let current: CutShard = { first: '', terms: {} };
  let size = 2;
  for (const [term, postings] of entries) {
    const entrySize = JSON.stringify(term).length + JSON.stringify(postings).length + 2;
    if (size > 2 && size + entrySize > targetBytes) {
      shards.push(current);
      current = { first: term, terms: {} };
      size = 2;
    }
    if (size === 2) current.first = term;
    current.terms[term] = postings;
    size += entrySize;
  }
  if (size > 2 || shards.length === 0) shards.push(current);
  return shards;
}

export function buildIndex(
  documents: readonly SearchDocument[],
  options: BuildOptions = {},
): BuiltIndex {
  const shardTargetBytes = options.shardTargetBytes ?? SHARD_TARGET_BYTES;
  const partTargetChars = options.partTargetChars ?? PART_TARGET_CHARS;
  const docs = [...documents].sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));

  const sections: string[] = [];
  const sectionIndex = (label: string) => {
    if (!sections.includes(label)) sections.push(label);
    return sections.indexOf(label);
  };

  const postings = new Map<string, Posting[]>();
  const manifestDocs: ManifestDoc[] = [];
  const textFiles: { doc: number; part: number; content: string }[] = [];

  docs.forEach((document, doc) => {
    for (const [term, posting] of pagePostings(document)) {
      let list = postings.get(term);
      if (!list) postings.set(term, (list = []));
      list.push({ doc, ...posting });
    }
    const starts = partStarts(
      document.sections.map((s) => s.heading.length + s.text.length),
      partTargetChars,
    );
    const entry: ManifestDoc = [document.url, document.title, sectionIndex(document.section)];
    if (starts.length) entry.push(starts);
    manifestDocs.push(entry);
    const bounds = [0, ...starts, document.sections.length];
    for (let part = 0; part + 1 < bounds.length; part += 1) {
      const text: TextPart = document.sections
        .slice(bounds[part], bounds[part + 1])
        .map((section) => [section.heading, section.id, section.text]);
      textFiles.push({ doc, part, content: JSON.stringify(text) });
    }
  });

  const sortedTerms = [...postings.keys()].sort();
  const shards = cutShards(
    sortedTerms.map((term) => [term, encodePostings(postings.get(term)!)]),
    shardTargetBytes,
  );
  const shardContents = shards.map((shard) => JSON.stringify(shard.terms));

  const hash = createHash('sha256');
  for (const content of [
    ...shardContents,
    ...textFiles.map((t) => t.content),
    JSON.stringify(manifestDocs),
  ]) {
    hash.update(content).update('\0');
  }
  const folder = hash.digest('hex').slice(0, 10);

  const manifest: SearchManifest = {
    version: 1,
    folder,
    sections,
    docs: manifestDocs,
    // the first shard starts at '' so every term, even one sorting before all indexed terms, has a shard
    shards: shards.map((shard, index) => (index === 0 ? '' : shard.first)),
  };
  return {
    manifest,
    files: [
      { path: 'manifest.json', content: JSON.stringify(manifest) },
      ...shardContents.map((content, index) => ({
        path: `${folder}/${shardFile(index)}`,
        content,
      })),
      ...textFiles.map(({ doc, part, content }) => ({
        path: `${folder}/${textFile(doc, part)}`,
        content,
      })),
    ],
  };
}
