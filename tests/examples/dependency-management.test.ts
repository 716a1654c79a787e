import { buildExample, type ExampleBuild } from '../helpers/build-example';
import { createBrowserSandbox } from '../helpers/browser-sandbox';

describe('examples/dependency-management', () => {
  let build: ExampleBuild;
  let moduleNames: string[];

  beforeAll(async () => {
    build = await buildExample('dependency-management');
    moduleNames = (build.stats.toJson({ all: false, modules: true }).modules ?? []).map(
      (m) => m.name ?? '',
    );
  }, 60_000);

  it('turns require.context into a synchronous context module with the matching files', () => {
    expect(moduleNames).toContain('./src/greetings/ sync nonrecursive \\.js$');
    expect(moduleNames).toEqual(
      expect.arrayContaining(['./src/greetings/en.js', './src/greetings/fr.js']),
    );
    // README.md sits in the same folder but does not match /\.js$/.
    expect(moduleNames.some((name) => name.includes('README'))).toBe(false);
  });

  it('lists the matched files through keys() and loads them synchronously', () => {
    const page = createBrowserSandbox(build);
    page.runScript('context.js');
    expect(page.logs).toEqual([
      ['Languages:', './en.js, ./fr.js'],
      ['Hello, webpack!'],
      ['Bonjour, webpack !'],
    ]);
  });

  it('turns an import() with a template literal into a lazy context module, one chunk per file', async () => {
    expect(moduleNames).toContain(
      './src/greetings/ lazy ^\\.\\/.*\\.js$ referencedExports: default namespace object',
    );
    expect(build.files).toEqual(
      expect.arrayContaining([
        'context.js',
        'expression.js',
        'src_greetings_en_js.js',
        'src_greetings_fr_js.js',
      ]),
    );
    expect(build.read('expression.js')).not.toContain('Bonjour');

    const page = createBrowserSandbox(build);
    (page.window.navigator as { language: string }).language = 'fr-FR';
    page.runScript('expression.js');
    await page.settle();
    expect(page.logs).toEqual([['Bonjour, webpack !']]);
    expect(page.loadedScripts).toEqual([
      'http://localhost/expression.js',
      'http://localhost/src_greetings_fr_js.js',
    ]);
  });
});
