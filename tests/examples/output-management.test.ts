/**
 * docs/guides/output-management.md: two entry points named by [name], first
 * with a hand-written index.html, then with HtmlWebpackPlugin generating it
 * and output.clean emptying the folder before each build.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildExample, EXAMPLES_DIR, type ExampleBuild } from '../helpers/build-example';
import { type BrowserSandbox, createBrowserSandbox } from '../helpers/browser-sandbox';
import { scriptSources } from '../helpers/example-output';

// Builds run real webpack (and sometimes the CLI or a dev server); allow for a busy machine.
jest.setTimeout(60_000);

function runPage(build: ExampleBuild, scripts: string[]): BrowserSandbox {
  const page = createBrowserSandbox(build);
  for (const src of scripts) page.runScript(src);
  return page;
}

const EXPECTED_TEXT = [
  'Output management',
  'This page loads 2 bundles: index.bundle.js, footer.bundle.js.',
  'The footer comes from a second entry point.',
];

function pageText(page: BrowserSandbox): string[] {
  return page.document.body.children.map((element) => element.textContent);
}

describe('output-management, step 1: two entry points and a hand-written page', () => {
  let build: ExampleBuild;

  beforeAll(async () => {
    build = await buildExample('output-management/step-1');
  });

  test('[name].bundle.js gives one file per entry point', () => {
    expect(build.files).toEqual(['footer.bundle.js', 'index.bundle.js']);
    expect(build.stats.toJson({ all: false, assets: true }).assetsByChunkName).toEqual({
      index: ['index.bundle.js'],
      footer: ['footer.bundle.js'],
    });
  });

  test('the hand-written page loads both bundles, which render heading, summary and footer', () => {
    const html = fs.readFileSync(
      path.join(EXAMPLES_DIR, 'output-management/step-1/index.html'),
      'utf8',
    );
    const scripts = scriptSources(html);
    expect(scripts).toEqual(['dist/index.bundle.js', 'dist/footer.bundle.js']);
    const files = scripts.map((src) => src.replace(/^dist\//, ''));
    expect(pageText(runPage(build, files))).toEqual(EXPECTED_TEXT);
  });
});

describe('output-management, final: HtmlWebpackPlugin and output.clean', () => {
  let build: ExampleBuild;
  let outputPath: string;

  beforeAll(async () => {
    outputPath = fs.mkdtempSync(path.join(os.tmpdir(), 'output-management-'));
    fs.writeFileSync(path.join(outputPath, 'old.bundle.js'), '// left over from an earlier build');
    fs.mkdirSync(path.join(outputPath, 'stale'));
    fs.writeFileSync(path.join(outputPath, 'stale/image.png'), '');
    build = await buildExample('output-management', { outputPath });
  });

  test('output.clean removes files from earlier builds; only this build’s files remain', () => {
    expect(build.files).toEqual(['footer.bundle.js', 'index.bundle.js', 'index.html']);
    expect(fs.existsSync(path.join(outputPath, 'stale'))).toBe(false);
  });

  test('the generated index.html has the configured title and one deferred script per entry, in entry order', () => {
    const html = build.read('index.html');
    expect(html).toContain('<title>Output management</title>');
    expect(scriptSources(html)).toEqual(['index.bundle.js', 'footer.bundle.js']);
    expect(html.match(/<script defer/g)).toHaveLength(2);
    expect(html.indexOf('<script')).toBeLessThan(html.indexOf('</head>'));
  });

  test('the generated page renders the same content as the hand-written one', () => {
    expect(pageText(runPage(build, scriptSources(build.read('index.html'))))).toEqual(
      EXPECTED_TEXT,
    );
  });

  test('the final example has no hand-written page any more', () => {
    expect(fs.existsSync(path.join(EXAMPLES_DIR, 'output-management/index.html'))).toBe(false);
  });
});
