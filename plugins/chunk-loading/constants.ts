/** Spec §9: a code or stylesheet chunk that has not arrived after this long counts as failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
