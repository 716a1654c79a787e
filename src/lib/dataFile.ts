/**
 * What every data file in src/data/ starts with, whether a fetch script wrote it or it holds
 * hand-written samples, and the first checks of a parsed file.
 */
export interface DataFileHeader {
  /** True when the file holds sample entries only (no network when it was written). */
  sample: boolean;
  note?: string;
  /** When the data was fetched; null in a file no fetch has written yet (its list is empty). */
  generatedAt: string | null;
}

export type Fail = (message: string) => never;

/**
 * Checks the header of a parsed data file. Returns the file for the checks of its own fields, and
 * `fail`, which throws `Invalid <kind> data: <message>` (a clear error naming the first problem).
 */
export function checkDataFileHeader<T extends DataFileHeader>(
  value: unknown,
  kind: string,
): { file: Partial<T>; fail: Fail } {
  const fail: Fail = (message) => {
    throw new Error(`Invalid ${kind} data: ${message}`);
  };
  if (typeof value !== 'object' || value === null) fail('expected an object');
  const file = value as Partial<T>;
  if (typeof file.sample !== 'boolean') fail('"sample" must be true or false');
  if (
    file.generatedAt !== null &&
    (typeof file.generatedAt !== 'string' || Number.isNaN(Date.parse(file.generatedAt)))
  ) {
    fail('"generatedAt" must be an ISO date, or null before the first fetch');
  }
  return { file, fail };
}
