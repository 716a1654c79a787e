import webpack from 'webpack';
import { buildExample, type ExampleBuild } from '../helpers/build-example';
import { openPage } from '../helpers/browser-sandbox';
import { copyExample } from '../helpers/example-copy';

/** The resolved value of `experiments.css` after webpack applied its defaults. */
function resolvedCss(build: ExampleBuild): unknown {
  return build.stats.compilation.options.experiments.css;
}

describe('examples/native-css', () => {
  let build: ExampleBuild;
  beforeAll(async () => {
    build = await buildExample('native-css');
  }, 60_000);

  it('uses the built-in CSS support: experiments.css stays "auto" without a CSS loader', () => {
    expect(resolvedCss(build)).toBe('auto');
  });

  it('emits main.css next to main.js, and the image from url() as its own file', () => {
    expect(build.files).toEqual([
      expect.stringMatching(/^[0-9a-f]{20}\.svg$/),
      'index.html',
      'main.css',
      'main.js',
    ]);
    const html = build.read('index.html');
    expect(html).toContain('<link href=main.css rel=stylesheet>');
    expect(html).toContain('src=main.js');
  });

  it('inlines @import in order, rewrites url(), and minifies the CSS in production', () => {
    const css = build.read('main.css');
    const svg = build.files.find((file) => file.endsWith('.svg'))!;
    expect(css).not.toContain('@import');
    expect(css.indexOf(':root{--accent:#1c78c0}')).toBe(0);
    expect(css.indexOf(':root')).toBeLessThan(css.indexOf('h1{color:var(--accent)}'));
    expect(css).toContain(`.hero{background:url(${svg}) repeat-x;`);
    expect(css).not.toContain('\n');
    expect(css).not.toContain('stripes.svg');
    // The nested `& small` rule comes out flat from the minimizer.
    expect(css).toContain('.hero small{font-size:.8em}');
  });

  it('loads the initial CSS through the <link> in the HTML only: main.js has no code that adds one', () => {
    expect(build.read('main.js')).not.toContain('stylesheet');
    expect(build.read('main.js')).not.toContain('createElement("link")');
  });

  it('renames the classes of card.module.css with localIdentName, and leaves :global and "from global" alone', () => {
    const css = build.read('main.css');
    expect(css).toMatch(/\.card_[\w-]{6}\{border:1px solid #ccc;/);
    expect(css).toMatch(/\.card-title_[\w-]{6}\{font-weight:700\}/);
    expect(css).toContain('.highlight{outline:2px solid var(--accent)}');
    expect(css).not.toMatch(/(^|[^\w-])\.card\{/);
  });

  it('exports both spellings with camel-case, and composes adds the composed class', async () => {
    const page = await openPage(build, ['main.js']);
    expect(page.logs).toHaveLength(1);
    const [line] = page.logs[0] as [string];
    const match = /^card: (card_[\w-]{6}), title: (card-title_[\w-]{6}) (card_[\w-]{6})$/.exec(
      line,
    );
    expect(match).not.toBeNull();
    expect(match![3]).toBe(match![1]);
    expect(page.document.body.children.map((el) => el.className)).toEqual(['hero', match![1]]);
  });

  it('provides both spellings, and production inlines the used class names instead of keeping an exports object', () => {
    const top =
      build.stats.toJson({ all: false, modules: true, nestedModules: true, providedExports: true })
        .modules ?? [];
    const cardModule = top
      .flatMap((m) => [m, ...(m.modules ?? [])])
      .find((m) => m.name === 'css ./src/card.module.css');
    expect(cardModule?.providedExports).toEqual(
      expect.arrayContaining(['card', 'card-title', 'cardTitle']),
    );
    const code = build.read('main.js');
    expect(code).toMatch(/"card-title_[\w-]{6} card_[\w-]{6}"/);
    expect(code).not.toContain('"card-title":');
  });

  it('defaults localIdentName to [fullhash] in production and [uniqueName]-[id]-[local] in development', () => {
    const generatorFor = (mode: 'production' | 'development', uniqueName?: string) => {
      const options = webpack.config.getNormalizedWebpackOptions({ mode, output: { uniqueName } });
      webpack.config.applyWebpackOptionsDefaults(options);
      return options.module.generator['css/auto'] as Record<string, unknown>;
    };
    expect(generatorFor('production')).toMatchObject({
      localIdentName: '[fullhash]',
      exportsConvention: 'as-is',
    });
    expect(generatorFor('development', 'shop')).toMatchObject({
      localIdentName: '[uniqueName]-[id]-[local]',
    });
    expect(generatorFor('development', '')).toMatchObject({ localIdentName: '[id]-[local]' });
  });

  describe('native-css/style: exportType "style" instead of style-loader', () => {
    let styleBuild: ExampleBuild;
    beforeAll(async () => {
      styleBuild = await buildExample('native-css/style');
    }, 60_000);

    it('emits no CSS file; the page script carries the CSS', () => {
      expect(styleBuild.files.some((file) => file.endsWith('.css'))).toBe(false);
      expect(styleBuild.read('index.html')).not.toContain('stylesheet');
    });

    it('inserts one <style> element per CSS module, with the development class names', async () => {
      const page = await openPage(styleBuild, ['main.js']);
      const styles = page.document.head.getElementsByTagName('style').map((el) => el.textContent);
      expect(styles).toHaveLength(3);
      expect(styles.join('\n')).toContain('.src_card_module_css-card {');
      expect(styles.join('\n')).toContain('--accent: #1c78c0;');
      expect(page.logs).toEqual([
        [
          'card: src_card_module_css-card, title: src_card_module_css-card-title src_card_module_css-card',
        ],
      ]);
    });
  });

  describe('native-css/with-loaders: a rule for .css turns the built-in support off', () => {
    let loaderBuild: ExampleBuild;
    beforeAll(async () => {
      loaderBuild = await buildExample('native-css/with-loaders');
    }, 60_000);

    it('resolves experiments.css to false, so css-loader and style-loader handle every .css file', () => {
      expect(resolvedCss(loaderBuild)).toBe(false);
      expect(loaderBuild.files.some((file) => file.endsWith('.css'))).toBe(false);
      const modules =
        loaderBuild.stats.toJson({ all: false, modules: true, nestedModules: true }).modules ?? [];
      const names = JSON.stringify(
        modules.map((m) => [m.name, m.moduleType, m.modules?.map((n) => n.moduleType)]),
      );
      expect(names).not.toContain('"css');
    });

    it('still styles the page, through <style> elements that style-loader adds', async () => {
      const page = await openPage(loaderBuild, ['main.js']);
      expect(page.document.head.getElementsByTagName('style').length).toBeGreaterThan(0);
      expect(page.logs).toEqual([[expect.stringMatching(/^card: \S+, title: \S+ \S+$/)]]);
    });
  });

  describe('native-css/postcss: a loader in front of the built-in CSS support', () => {
    it('builds with experiments.css: true and type: "css/auto" on the rule', async () => {
      const postcssBuild = await buildExample('native-css/postcss');
      expect(resolvedCss(postcssBuild)).toBe(true);
      expect(postcssBuild.files).toContain('main.css');
      expect(postcssBuild.read('main.css')).toContain('.hero small{font-size:.8em}');
      // No localIdentName here: the production default [fullhash] gives six hash characters,
      // with an underscore in front when the first one is a digit.
      expect(postcssBuild.read('main.css')).toMatch(
        /\.[_a-zA-Z][\w-]{5,6}\{border:1px solid #ccc;/,
      );
    }, 60_000);

    it('fails with "parsed as module type \'javascript/auto\'" when the rule has only the loader', async () => {
      await expect(
        buildExample('native-css/postcss', { configFile: 'without-type.config.js' }),
      ).rejects.toThrow(
        /Module parse failed[\s\S]*File was parsed as module type 'javascript\/auto'/,
      );
    }, 60_000);
  });

  describe('native-css/pitfalls: imports that do not match the exports', () => {
    it('warns about a default import and about a camel-case name under the default as-is convention', async () => {
      const pitfalls = await buildExample('native-css/pitfalls');
      const warnings =
        pitfalls.stats.toJson({ all: false, warnings: true }).warnings?.map((w) => w.message) ?? [];
      expect(warnings).toEqual([
        expect.stringContaining(
          "export 'default' (imported as 'styles') was not found in '../src/card.module.css' (possible exports: card, card-title)",
        ),
        expect.stringContaining(
          "export 'cardTitle' (imported as 'cardTitle') was not found in '../src/card.module.css' (possible exports: card, card-title)",
        ),
      ]);
    }, 60_000);
  });

  describe('native-css/lazy: CSS of a lazily loaded chunk', () => {
    let lazyBuild: ExampleBuild;
    beforeAll(async () => {
      lazyBuild = await buildExample('native-css/lazy');
    }, 60_000);

    it('emits dialog.css next to dialog.js, and the HTML links no stylesheet', () => {
      expect(lazyBuild.files).toEqual(['dialog.css', 'dialog.js', 'index.html', 'main.js']);
      expect(lazyBuild.read('index.html')).not.toContain('stylesheet');
      expect(lazyBuild.read('dialog.css')).toMatch(/^\.[_a-zA-Z][\w-]{5,6}\{/);
    });

    it('adds <link rel="stylesheet" href="dialog.css"> before the dialog code runs', async () => {
      const page = await openPage(lazyBuild, ['main.js']);
      expect(page.loadedStylesheets).toEqual([]);
      page.document.body.querySelector('button')?.click();
      await page.settle();
      expect(page.loadedStylesheets).toEqual(['http://localhost/dialog.css']);
      expect(page.loadedScripts).toEqual([
        'http://localhost/main.js',
        'http://localhost/dialog.js',
      ]);
      expect(page.logs).toEqual([
        [expect.stringMatching(/^dialog opened with class [_a-zA-Z][\w-]{5,6}$/)],
      ]);
      const links = page.document.head.getElementsByTagName('link');
      expect(links.map((link) => [link.rel, link.href])).toEqual([
        ['stylesheet', 'http://localhost/dialog.css'],
      ]);
    });
  });

  describe('native-css/caching: content hashes in the CSS file names', () => {
    it('links the hashed CSS file, and a change to JavaScript alone keeps the CSS name', async () => {
      const copy = copyExample('native-css');
      const first = await buildExample(`${copy.name}/caching`);
      const css = first.files.find((file) => file.endsWith('.css'))!;
      const js = first.files.find((file) => file.endsWith('.js'))!;
      expect(css).toMatch(/^main\.[0-9a-f]{20}\.css$/);
      expect(first.read('index.html')).toContain(`<link href=${css} rel=stylesheet>`);

      copy.write('src/index.js', `${copy.read('src/index.js')}console.log('changed');\n`);
      const second = await buildExample(`${copy.name}/caching`);
      expect(second.files).toContain(css);
      expect(second.files).not.toContain(js);

      copy.write('src/base.css', copy.read('src/base.css').replace('#1c78c0', '#8ed6fb'));
      const third = await buildExample(`${copy.name}/caching`);
      expect(third.files).not.toContain(css);
    }, 120_000);
  });
});
