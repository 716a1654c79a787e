import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { refreshDataFile, writeJsonAtomically } from '../data-file';

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

describe('refreshDataFile', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'refresh-data-'));
  const output = path.join(dir, 'votes.json');
  const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  afterEach(() => {
    log.mockClear();
    errors.mockClear();
    process.exitCode = undefined;
  });
  afterAll(() => {
    log.mockRestore();
    errors.mockRestore();
  });

  it('writes what it loaded and says how much', async () => {
    await refreshDataFile(
      'fetch:votes',
      output,
      async () => ({ proposals: [1, 2] }),
      (data) => `${data.proposals.length} proposals`,
    );
    expect(JSON.parse(fs.readFileSync(output, 'utf8'))).toEqual({ proposals: [1, 2] });
    expect(log).toHaveBeenCalledWith(
      `Wrote 2 proposals to ${path.relative(process.cwd(), output)}`,
    );
    expect(process.exitCode).toBeUndefined();
  });

  it('on an error, leaves the file as it was, names the task and the reason, and exits with 1', async () => {
    await refreshDataFile(
      'fetch:votes',
      output,
      () => Promise.reject(new Error('HTTP 502')),
      () => 'nothing',
    );
    expect(JSON.parse(fs.readFileSync(output, 'utf8'))).toEqual({ proposals: [1, 2] });
    expect(errors.mock.calls).toEqual([
      [`fetch:votes failed, ${path.relative(process.cwd(), output)} is unchanged:`],
      ['HTTP 502'],
    ]);
    expect(process.exitCode).toBe(1);
  });
});
