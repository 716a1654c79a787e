/**
 * Issue #10 — every HTML file of the build is valid HTML (html-validate, .htmlvalidate.json):
 * zero errors. Each rule the config turns off or relaxes is listed below with its reason, and
 * the test fails if the two lists drift apart.
 */
import fs from 'node:fs';
import path from 'node:path';
import { HtmlValidate, StaticConfigLoader, type ConfigData, type Message } from 'html-validate';
import { BUILD_DIR, SITE_DIR, buildFiles, relative } from './build';

jest.setTimeout(600_000);

/** Why each rule of html-validate:recommended is off or relaxed for this site. */
const RULE_EXCEPTIONS: Record<string, string> = {
  'attr-quotes': 'the HTML minifier drops quotes where HTML allows it (style, not validity)',
  'void-style':
    'React writes <meta/> and the minifier keeps it; both void-element forms are valid HTML',
  'no-implicit-close':
    'the minifier omits optional end tags (</p>, </li>, </html>), which HTML allows',
  'doctype-style': 'the minifier writes <!doctype html> in lower case, which is valid',
  'valid-id':
    'relaxed: Docusaurus ids start with "__" (__docusaurus); HTML5 allows any id without spaces',
  'no-raw-characters':
    'relaxed: a bare "&" in code text is valid HTML when it cannot start a character reference',
  'prefer-native-element':
    'button, region and listbox excluded: Docusaurus renders the Documentation dropdown as a link with role=button ' +
    '(Enter opens its menu) and the skip link inside a labelled role=region; the search results are the listbox ' +
    'popup of an ARIA combobox (a <select> cannot be the popup of a text input); all correct ARIA',
};

const config = JSON.parse(
  fs.readFileSync(path.join(SITE_DIR, '.htmlvalidate.json'), 'utf8'),
) as ConfigData & {
  extends: string[];
  rules: Record<string, unknown>;
};
// One static configuration for every file: looking it up per file (each page is in its own
// folder) would load and compile it again for each of them.
const validator = () => new HtmlValidate(new StaticConfigLoader(config));

describe('html-validate over the whole build', () => {
  it('documents every rule the config turns off or relaxes', () => {
    expect(config.extends).toEqual(['html-validate:recommended']);
    expect(Object.keys(config.rules).sort()).toEqual(Object.keys(RULE_EXCEPTIONS).sort());
  });

  it('reports an error for invalid HTML (the gate can fail)', async () => {
    const report = await validator().validateString(
      '<!doctype html><html lang="en"><head><title>x</title></head><body><code><div>block in code</div></code><p id="a b">x</p></body></html>',
      path.join(BUILD_DIR, 'gate-self-test.html'),
    );
    const rules = report.results.flatMap((result) =>
      result.messages.map((message) => message.ruleId),
    );
    expect(rules).toEqual(expect.arrayContaining(['element-permitted-content', 'valid-id']));
  });

  it('finds no error in any HTML file', async () => {
    const files = buildFiles('.html');
    expect(files.length).toBeGreaterThan(100);
    const htmlValidate = validator();
    const errors: { file: string; message: Message }[] = [];
    for (const file of files) {
      const report = await htmlValidate.validateFile(file);
      for (const result of report.results) {
        for (const message of result.messages)
          if (message.severity === 2) errors.push({ file: relative(file), message });
      }
    }
    const summary = errors
      .slice(0, 30)
      .map(
        ({ file, message }) =>
          `${file}:${message.line}:${message.column} ${message.ruleId}: ${message.message} (${message.selector ?? ''})`,
      )
      .join('\n');
    expect(`${errors.length} errors\n${summary}`).toBe('0 errors\n');
  });
});
