/**
 * versioned_docs/version-4/guides/dependency-management.md: with webpack 4.47.0,
 * require.context() becomes a synchronous context module of the matching
 * files, and import() with a template literal a lazy context module with one
 * numbered chunk per file, which the page loads only for the language it needs.
 */
import { buildExample4, type ExampleBuild4 } from '../../helpers/build-example';
import { createBrowserSandbox } from '../../helpers/browser-sandbox';

jest.setTimeout(60_000);

let build: ExampleBuild4;
let moduleNames: string[];

beforeAll(async () => {
  build = await buildExample4('v4/dependency-management');
  moduleNames = (build.stats.toJson({ all: false, modules: true }).modules ?? []).map(
    (m) => m.name,
  );
});

describe('v4 dependency-management example', () => {
  test('require.context is a synchronous context module with the matching files only', () => {
    expect(moduleNames).toContain('./src/greetings sync nonrecursive \\.js$');
    expect(moduleNames).toEqual(
      expect.arrayContaining(['./src/greetings/en.js', './src/greetings/fr.js']),
    );
    expect(moduleNames.some((name) => name.includes('README'))).toBe(false);
  });

  test('keys() lists the matched files, and each loads synchronously', () => {
    const page = createBrowserSandbox(build);
    page.runScript('context.js');
    expect(page.logs).toEqual([
      ['Languages:', './en.js, ./fr.js'],
      ['Hello, webpack!'],
      ['Bonjour, webpack !'],
    ]);
  });

  test('import() with a template literal: a lazy context module, one numbered chunk per file', async () => {
    expect(moduleNames).toContain('./src/greetings lazy ^\\.\\/.*\\.js$ namespace object');
    expect(build.files).toEqual(['0.js', '1.js', 'context.js', 'expression.js']);
    expect(build.read('expression.js')).not.toContain('Bonjour');

    const page = createBrowserSandbox(build);
    (page.window.navigator as { language: string }).language = 'fr-FR';
    page.runScript('expression.js');
    await page.settle();
    expect(page.logs).toEqual([['Bonjour, webpack !']]);
    expect(page.loadedScripts).toEqual(
      ['expression.js', '1.js'].map((f) => `http://localhost/${f}`),
    );
  });
});
