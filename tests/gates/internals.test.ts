/**
 * Issue #16 — the site stands on supported Docusaurus APIs. Outside the one fenced folder
 * (plugins/docusaurus-internals/, with its canary test), no source file imports a Docusaurus
 * package's private `lib/` files or `theme-common/internal`, reads the bundler's runtime or
 * Docusaurus's generated registry or `window.docusaurus`, replaces a route component's `preload`, or points a loader or replacement at
 * generated (`.docusaurus/`) or Docusaurus package files. Reads the source, not the build.
 */
import fs from 'node:fs';
import path from 'node:path';

const SITE_DIR = path.resolve(__dirname, '../..');
const FENCE = 'plugins/docusaurus-internals/';
const ROOTS = ['src', 'plugins', 'docusaurus.config.ts', 'sidebars.ts'];
const SOURCE = /\.(?:[cm]?[jt]sx?)$/;

/** Each forbidden pattern and why. */
export const FORBIDDEN: { pattern: RegExp; what: string }[] = [
  { pattern: /@docusaurus\/[\w-]+\/lib\//, what: "a Docusaurus package's private lib/ module" },
  { pattern: /@docusaurus\/theme-common\/internal/, what: 'theme-common/internal' },
  { pattern: /__webpack_require__|__webpack_modules__/, what: "the bundler's runtime" },
  {
    pattern: /@generated\/(?:registry|routesChunkNames)/,
    what: "Docusaurus's generated chunk registry",
  },
  {
    pattern: /window\.docusaurus\b|\bdocusaurus\.(?:preload|prefetch)\(/,
    what: 'window.docusaurus',
  },
  {
    pattern: /\\\.docusaurus\b|@docusaurus\[/,
    what: 'a loader or replacement aimed at generated or Docusaurus package files',
  },
  { pattern: /\.preload\s*=(?!=)/, what: "a route component's preload replaced" },
];

function sourceFiles(entry: string): string[] {
  const full = path.join(SITE_DIR, entry);
  if (!fs.existsSync(full)) return [];
  if (fs.statSync(full).isFile()) return SOURCE.test(entry) ? [entry] : [];
  return fs
    .readdirSync(full, { withFileTypes: true })
    .filter((child) => child.name !== 'node_modules' && child.name !== '__tests__')
    .flatMap((child) => sourceFiles(path.posix.join(entry, child.name)));
}

/** `file:line: what` for every forbidden use in the text of one file. */
export function forbiddenUses(file: string, text: string): string[] {
  return text
    .split('\n')
    .flatMap((line, index) =>
      FORBIDDEN.filter(({ pattern }) => pattern.test(line)).map(
        ({ what }) => `${file}:${index + 1}: ${what}: ${line.trim()}`,
      ),
    );
}

describe('Docusaurus internals stay in plugins/docusaurus-internals/', () => {
  const files = ROOTS.flatMap(sourceFiles);

  it('reads the site source', () => {
    expect(files).toContain('docusaurus.config.ts');
    expect(files.some((file) => file.startsWith(FENCE))).toBe(true);
    expect(files.filter((file) => file.startsWith('src/')).length).toBeGreaterThan(20);
  });

  it('finds no internal reach outside the fence', () => {
    const uses = files
      .filter((file) => !file.startsWith(FENCE))
      .flatMap((file) => forbiddenUses(file, fs.readFileSync(path.join(SITE_DIR, file), 'utf8')));
    if (uses.length > 0)
      throw new Error(
        `Docusaurus internals outside ${FENCE} (move them there, with a canary):\n${uses.join('\n')}`,
      );
  });

  it('recognises each kind of reach', () => {
    const samples = [
      "import { RouteContextProvider } from '@docusaurus/core/lib/client/routeContext';",
      "import { useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';",
      'const m = __webpack_require__(id);',
      "import registry from '@generated/registry';",
      'window.docusaurus = { ...window.docusaurus, prefetch };',
      'const GLOBAL_DATA = /[\\\\/]\\.docusaurus[\\\\/]globalData\\.json$/;',
      'const NPROGRESS = /@docusaurus[\\\\/]theme-classic[\\\\/]lib[\\\\/]nprogress\\.js$/;',
      'component.preload = () => preload().catch(() => undefined);',
    ];
    for (const sample of samples)
      expect({ sample, found: forbiddenUses('x.ts', sample).length }).toEqual({ sample, found: 1 });
    expect(
      forbiddenUses(
        'x.ts',
        "import Link from '@docusaurus/Link';\nimport routes from '@generated/routes';",
      ),
    ).toEqual([]);
  });
});
