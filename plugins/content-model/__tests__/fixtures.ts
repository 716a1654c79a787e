import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Writes a throwaway site tree ({ 'docs/a.md': '...' }) and returns its root. */
export function writeSite(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'content-model-'));
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), content);
  }
  return root;
}

export const page = (frontMatter: string, body = '') => `---\n${frontMatter}\n---\n\n${body}`;
