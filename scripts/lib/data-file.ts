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

/**
 * The body of a `npm run fetch:*` script: loads the data, writes it to `output` in one step and says
 * how much it wrote; on any error it says so, leaves `output` as it was and sets exit code 1.
 */
export async function refreshDataFile<T>(
  task: string,
  output: string,
  load: () => Promise<T>,
  describe: (data: T) => string,
): Promise<void> {
  const shown = path.relative(process.cwd(), output);
  try {
    const data = await load();
    writeJsonAtomically(output, data);
    console.log(`Wrote ${describe(data)} to ${shown}`);
  } catch (error: unknown) {
    console.error(`${task} failed, ${shown} is unchanged:`);
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
