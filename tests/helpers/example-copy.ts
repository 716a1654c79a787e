/**
 * Copies an example project to a temporary folder so a test can change a file
 * (edit a source during watch mode, drop a package.json field) without
 * touching examples/. The copy is addressable by buildExample() through the
 * returned `name`, and node_modules resolves through a symlink to the repo's.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { EXAMPLES_DIR } from './build-example';

const ROOT = path.resolve(__dirname, '../..');

export interface ExampleCopy {
  /** Absolute path of the copy. */
  dir: string;
  /** The copy's path relative to examples/, for buildExample(). */
  name: string;
  read(file: string): string;
  write(file: string, content: string): void;
  remove(): void;
}

export function copyExample(example: string): ExampleCopy {
  const dir = fs.mkdtempSync(
    path.join(os.tmpdir(), `example-copy-${example.replace(/\W/g, '-')}-`),
  );
  fs.cpSync(path.join(EXAMPLES_DIR, example), dir, { recursive: true });
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return {
    dir,
    name: path.relative(EXAMPLES_DIR, dir),
    read: (file) => fs.readFileSync(path.join(dir, file), 'utf8'),
    write: (file, content) => fs.writeFileSync(path.join(dir, file), content),
    remove: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}
