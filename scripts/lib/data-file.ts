/**
 * Writes a data file for the site in one step: a temporary file beside it,
 * then a rename, so a failed or interrupted fetch never leaves half a file.
 */
import fs from 'node:fs';
import path from 'node:path';

export function writeJsonAtomically(file: string, data: unknown): void {
  const dir = path.dirname(file);
  fs.mkdirSync(dir, { recursive: true });
  const temp = path.join(dir, `.${path.basename(file)}.${process.pid}.tmp`);
  try {
    fs.writeFileSync(temp, `${JSON.stringify(data, null, 2)}\n`);
    fs.renameSync(temp, file);
  } finally {
    fs.rmSync(temp, { force: true });
  }
}
