import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeJsonAtomically } from '../data-file';

describe('writeJsonAtomically', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'data-file-'));
  const file = path.join(dir, 'nested', 'data.json');

  it('writes pretty JSON with a final newline, creating the folder', () => {
    writeJsonAtomically(file, { a: 1 });
    expect(fs.readFileSync(file, 'utf8')).toBe('{\n  "a": 1\n}\n');
  });

  it('leaves the old file and no temporary file when the data cannot be written', () => {
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(() => writeJsonAtomically(file, circular)).toThrow(/circular/i);
    expect(fs.readFileSync(file, 'utf8')).toBe('{\n  "a": 1\n}\n');
    expect(fs.readdirSync(path.dirname(file))).toEqual(['data.json']);
  });
});
