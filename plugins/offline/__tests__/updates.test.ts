import { describe, expect, it } from '@jest/globals';
import {
  WAITING_MESSAGE,
  filesToKeep,
  isOfflineModeOn,
  onControllerChange,
  serviceWorkerUrl,
} from '../lib/updates';

describe('WAITING_MESSAGE', () => {
  it('says a new version is installed but cannot activate until all tabs are closed', () => {
    expect(WAITING_MESSAGE).toMatch(/new version .* is installed/);
    expect(WAITING_MESSAGE).toMatch(/cannot activate until all tabs .* are closed/);
  });
});

describe('onControllerChange', () => {
  it('reloads a page that ran under an older worker', () => {
    expect(onControllerChange(true)).toBe('reload');
  });

  it('keeps the visit that installed the first worker instead of reloading it', () => {
    expect(onControllerChange(false)).toBe('keep-visit');
  });
});

describe('isOfflineModeOn', () => {
  it('is on for the `always` strategy only', () => {
    expect(isOfflineModeOn(['always'])).toBe(true);
    expect(isOfflineModeOn(['appInstalled', 'always'])).toBe(true);
    expect(isOfflineModeOn(['appInstalled', 'standalone'])).toBe(false);
    expect(isOfflineModeOn(undefined)).toBe(false);
  });
});

describe('serviceWorkerUrl', () => {
  it('is /sw.js with the parameters plugin-pwa’s worker reads', () => {
    const url = serviceWorkerUrl('/sw.js', { offlineMode: true, debug: false });
    expect(url.startsWith('/sw.js?params=')).toBe(true);
    expect(JSON.parse(new URL(url, 'https://x').searchParams.get('params') ?? '')).toEqual({
      offlineMode: true,
      debug: false,
    });
  });
});

describe('filesToKeep', () => {
  it('lists the same-site files a page loaded, once each, without the worker script or hashes', () => {
    const origin = 'https://webpack.js.org';
    expect(
      filesToKeep(
        [
          { name: `${origin}/assets/js/0141f8ac.905d487a.js` },
          { name: `${origin}/assets/js/0141f8ac.905d487a.js` },
          { name: `${origin}/img/logo.svg#top` },
          { name: `${origin}/sw.js?params=%7B%7D` },
          { name: 'https://github.com/sample-contributor.png?size=90' },
          { name: 'https://webpack.js.org.evil.test/x.js' },
        ],
        origin,
      ),
    ).toEqual([`${origin}/assets/js/0141f8ac.905d487a.js`, `${origin}/img/logo.svg`]);
  });
});
