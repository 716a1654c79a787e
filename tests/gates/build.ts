/** The production build the gates check (run `npm run build` first; BUILD_DIR overrides). */
import fs from 'node:fs';
import path from 'node:path';

export const SITE_DIR = path.resolve(__dirname, '../..');
export const BUILD_DIR = path.resolve(SITE_DIR, process.env.BUILD_DIR ?? 'build');

if (!fs.existsSync(path.join(BUILD_DIR, 'index.html'))) {
  throw new Error(`No production build in ${BUILD_DIR}: run \`npm run build\` before the gates.`);
}

/** Every file under the build with one of the extensions, as absolute paths. */
export function buildFiles(...extensions: string[]): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (extensions.includes(path.extname(entry.name))) out.push(full);
    }
  };
  walk(BUILD_DIR);
  return out.sort();
}

export const relative = (file: string) => path.relative(BUILD_DIR, file);
