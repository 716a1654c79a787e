import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import offlinePlugin, {
  missingShellFiles,
  precacheShellOnly,
  pwaPluginOptions,
  startupFiles,
} from '..';
import { SHELL_STATIC_FILES } from '../lib/policy.js';

const SHELL_HTML = `<!doctype html><html><head>
<link rel=manifest href=/manifest.json>
<link rel=icon href=/icons/favicon-32x32.png />
<link rel=stylesheet href=/assets/css/styles.158c0fd5.css />
<link rel="preload" as="image" href="/img/logo.svg" />
<script src=/assets/js/runtime~main.9df86768.js defer></script>
<script src="/assets/js/main.5e6dffa8.js" defer></script>
<script>(function(){})()</script>
<script src="https://www.googletagmanager.com/gtag/js?id=G-1" async></script>
</head><body></body></html>`;

const entry = (url: string) => ({ url, revision: 'r', size: 1 });

describe('startupFiles', () => {
  it('lists the same-site scripts and stylesheets a page starts with, relative to build/', () => {
    expect(startupFiles(SHELL_HTML)).toEqual([
      'assets/css/styles.158c0fd5.css',
      'assets/js/runtime~main.9df86768.js',
      'assets/js/main.5e6dffa8.js',
    ]);
  });

  it('counts preloaded scripts (the site runs its entry scripts from their preloads), not preloaded images', () => {
    const preloaded = SHELL_HTML.replace(
      /<script src=(\S+?) defer><\/script>/g,
      '<link rel=preload as=script href=$1 />',
    ).replace(
      '<script src="/assets/js/main.5e6dffa8.js" defer></script>',
      '<link rel="preload" as="script" href="/assets/js/main.5e6dffa8.js">',
    );
    expect(preloaded).not.toContain('defer');
    expect(startupFiles(preloaded)).toEqual([
      'assets/css/styles.158c0fd5.css',
      'assets/js/runtime~main.9df86768.js',
      'assets/js/main.5e6dffa8.js',
    ]);
  });
});

describe('missingShellFiles', () => {
  it('is empty when the worker keeps everything the shell starts with (files under assets/)', () => {
    expect(missingShellFiles(SHELL_HTML)).toEqual([]);
    expect(
      missingShellFiles(`${SHELL_HTML}<script src="/assets/js/vendors.0a1b2c3d.js"></script>`),
    ).toEqual([]);
  });

  it('names a shell file the worker would not keep', () => {
    expect(missingShellFiles(`${SHELL_HTML}<script src="/vendor.js"></script>`)).toEqual([
      'vendor.js',
    ]);
  });

  it('flags a shell without any script or stylesheet', () => {
    expect(missingShellFiles('<html><head></head><body></body></html>')).toEqual([
      '(no script or stylesheet at all)',
    ]);
  });
});

describe('precacheShellOnly', () => {
  const build = [
    ...SHELL_STATIC_FILES,
    'assets/js/runtime~main.9df86768.js',
    'assets/js/main.5e6dffa8.js',
    'assets/css/styles.158c0fd5.css',
    'index.html',
    'concepts/index.html',
    'assets/js/0141f8ac.905d487a.js',
    'content-model.json',
  ].map(entry);

  it('narrows the whole build to the app shell page, manifest and icons', async () => {
    const { manifest } = await precacheShellOnly(build);
    expect(manifest.map((e) => e.url).sort()).toEqual([...SHELL_STATIC_FILES].sort());
  });

  it('fails the build, naming the file, when a shell file is missing', () => {
    expect(() => precacheShellOnly(build.filter((e) => e.url !== 'manifest.json'))).toThrow(
      /no manifest\.json/,
    );
  });
});

describe('pwaPluginOptions', () => {
  it('turns offline mode on for every reader and plugs in the site’s worker module and registration', () => {
    const options = pwaPluginOptions();
    expect(options.offlineModeActivationStrategies).toEqual(['always']);
    expect(fs.existsSync(options.swCustom ?? '')).toBe(true);
    expect(fs.existsSync(options.swRegister || '')).toBe(true);
    expect(options.injectManifestConfig?.manifestTransforms).toEqual([precacheShellOnly]);
    // the manifest link comes from the head-tags plugin of docusaurus.config.ts only
    expect(options.pwaHead).toBeUndefined();
  });
});

describe('offline plugin postBuild', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

  function buildWith(shellHtml: string | null) {
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'offline-plugin-'));
    dirs.push(outDir);
    if (shellHtml !== null) {
      fs.mkdirSync(path.join(outDir, 'app-shell'));
      fs.writeFileSync(path.join(outDir, 'app-shell', 'index.html'), shellHtml);
    }
    const postBuild = offlinePlugin({ siteDir: outDir, baseUrl: '/' }).postBuild as (props: {
      outDir: string;
    }) => Promise<void>;
    return postBuild({ outDir });
  }

  it('passes a build whose app shell the worker installs in full', async () => {
    await expect(buildWith(SHELL_HTML)).resolves.toBeUndefined();
  });

  it('fails a build whose app shell needs a file the worker does not keep', async () => {
    await expect(buildWith(`${SHELL_HTML}<script src="/vendor.js"></script>`)).rejects.toThrow(
      /starts with vendor\.js, which the worker does not keep at install/,
    );
  });

  it('fails a build without an app shell', async () => {
    await expect(buildWith(null)).rejects.toThrow(/no app shell at \/app-shell\//);
  });
});
