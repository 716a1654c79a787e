import { buildExample, type ExampleBuild } from '../helpers/build-example';
import { describeEntryStylesheets } from '../helpers/entry-advanced';

describe('examples/entry-advanced', () => {
  let build: ExampleBuild;
  beforeAll(async () => {
    build = await buildExample('entry-advanced');
  }, 60_000);

  describeEntryStylesheets(
    () => build,
    () => {
      const entrypoints = build.stats.toJson({ all: false, entrypoints: true }).entrypoints ?? {};
      return Object.fromEntries(
        Object.entries(entrypoints).map(([name, entry]) => [
          name,
          (entry.assets ?? []).map((a) => a.name).sort(),
        ]),
      );
    },
  );

  it('emits an empty .js file for the CSS-only entry in production', () => {
    expect(build.read('print.css')).toContain('@media print');
    expect(build.read('print.js')).toBe('');
  });

  it("links each page to its own entry's files only", () => {
    const index = build.read('index.html');
    expect(index).toContain(
      '<script defer src=home.js></script><link href=home.css rel=stylesheet>',
    );
    expect(index).not.toMatch(/account\.|print\./);
    const account = build.read('account.html');
    expect(account).toContain(
      '<script defer src=account.js></script><link href=account.css rel=stylesheet>',
    );
    expect(account).not.toMatch(/home\.|print\./);
  });

  it('leaves the CSS unminified: no minimizer is configured for extracted CSS', () => {
    expect(build.read('home.css').split('\n').length).toBeGreaterThan(5);
    const assets = build.stats.toJson({ all: false, assets: true }).assets ?? [];
    expect(assets.find((a) => a.name === 'home.js')?.info.minimized).toBe(true);
    expect(assets.find((a) => a.name === 'home.css')?.info.minimized).toBeFalsy();
  });

  describe('examples/entry-advanced/native-css: the built-in CSS support', () => {
    let native: ExampleBuild;
    beforeAll(async () => {
      native = await buildExample('entry-advanced/native-css');
    }, 60_000);

    it('emits a stylesheet per entry without a loader, and no JavaScript file for the CSS-only entry', () => {
      expect(native.files).toEqual([
        'account.css',
        'account.js',
        'home.css',
        'home.js',
        'print.css',
      ]);
      const entrypoints = native.stats.toJson({ all: false, entrypoints: true }).entrypoints ?? {};
      expect((entrypoints.print?.assets ?? []).map((a) => a.name)).toEqual(['print.css']);
    });

    it('keeps each entry to its own rules and minifies the CSS', () => {
      const home = native.read('home.css');
      expect(home).toContain('.hero{');
      expect(home).not.toContain('account-form');
      expect(native.read('account.css')).toContain('.account-form label{');
      expect(home.trim().split('\n')).toHaveLength(1);
      const assets = native.stats.toJson({ all: false, assets: true }).assets ?? [];
      expect(assets.find((a) => a.name === 'home.css')?.info.minimized).toBe(true);
    });
  });
});
