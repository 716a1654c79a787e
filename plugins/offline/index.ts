/**
 * Offline reading (spec §4, §7, §9): the site is a PWA built by
 * @docusaurus/plugin-pwa, whose worker is served at /sw.js.
 *
 * - `pwaPluginOptions()` configures plugin-pwa: offline mode for every reader (an
 *   ordinary browser tab works offline after a first visit); its precache is narrowed to the
 *   app shell page, manifest and icons (lib/policy.js); the site's worker module
 *   (sw/offline.js) keeps the shell's scripts and stylesheet at install and what the reader
 *   visits; the site's own registration (client/registerSw.ts) reloads the page when a new
 *   worker takes control and says so in the console while one waits.
 * - the `offline` plugin checks after the build that the worker can keep every file
 *   the app shell starts with.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import type { PluginOptions } from '@docusaurus/plugin-pwa';
import { APP_SHELL_PATH, SHELL_STATIC_FILES, isShellFile, startupFiles } from './lib/policy.js';

type ManifestTransform = NonNullable<
  PluginOptions['injectManifestConfig']['manifestTransforms']
>[number];

export { startupFiles };

/**
 * Shell startup files the worker would not keep: it keeps the files under
 * assets/ at install (sw/offline.js). Empty when the shell works offline.
 */
export function missingShellFiles(shellHtml: string): string[] {
  const files = startupFiles(shellHtml);
  if (files.length === 0) return ['(no script or stylesheet at all)'];
  return files.filter((file) => !file.startsWith('assets/'));
}

/** Narrows plugin-pwa's precache (by default the whole build, about 20 MB) to the app shell page, manifest and icons. */
export const precacheShellOnly: ManifestTransform = (entries) => {
  const manifest = entries.filter((entry) => isShellFile(entry.url));
  const missing = SHELL_STATIC_FILES.filter(
    (file) => !manifest.some((entry) => entry.url === file),
  );
  if (missing.length > 0) {
    throw new Error(
      `Offline worker: the build has no ${missing.join(', ')}; the app shell cannot be installed.`,
    );
  }
  return { manifest, warnings: [] };
};

/** No `pwaHead`: the manifest and icon links are injected once by the head-tags plugin of docusaurus.config.ts. */
export function pwaPluginOptions(): Partial<PluginOptions> {
  return {
    // Every reader, in an ordinary tab too: the precache is only the small app shell.
    offlineModeActivationStrategies: ['always'],
    swRegister: path.resolve(__dirname, 'client/registerSw.ts'),
    swCustom: path.resolve(__dirname, 'sw/offline.js'),
    // plugin-pwa sets swSrc, swDest and globDirectory itself.
    injectManifestConfig: {
      manifestTransforms: [precacheShellOnly],
    } as PluginOptions['injectManifestConfig'],
  };
}

export default function offlinePlugin(): Plugin {
  return {
    name: 'offline',
    // The feature's own theme components (theme/), above theme-classic's, below src/theme.
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    async postBuild({ outDir }) {
      const shellFile = path.join(outDir, APP_SHELL_PATH, 'index.html');
      if (!fs.existsSync(shellFile)) {
        throw new Error(
          `Offline worker: the build has no app shell at ${APP_SHELL_PATH} (src/pages/app-shell.tsx).`,
        );
      }
      const missing = missingShellFiles(fs.readFileSync(shellFile, 'utf8'));
      if (missing.length > 0) {
        throw new Error(
          `Offline worker: the app shell starts with ${missing.join(', ')}, which the worker does not keep at install ` +
            '(it keeps the files under /assets/; see plugins/offline/sw/offline.js).',
        );
      }
    },
  };
}
