import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LoadContext } from '@docusaurus/types';
import { NO_PRISM_CLIENT_MODULE, THEME_CLASSIC_PRISM_MODULE } from '../../docusaurus-internals';
import codeHighlightPlugin, {
  LAZY_HIGHLIGHTER,
  SERVER_HIGHLIGHTER,
  STYLED_TOKEN_TYPES_MODULE,
} from '..';

function context(): LoadContext {
  const generatedFilesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'code-highlight-'));
  return {
    generatedFilesDir,
    siteConfig: { themeConfig: { prism: { additionalLanguages: [] } } },
  } as unknown as LoadContext;
}

const OPTIONS = { lightTheme: 'github', darkTheme: 'dracula' };

class FakeReplacement {
  constructor(
    readonly pattern: RegExp,
    readonly replacement: string,
  ) {}
}
const bundler = {
  currentBundler: { instance: { NormalModuleReplacementPlugin: FakeReplacement } },
};

describe('code-highlight plugin', () => {
  it('writes the theme stylesheet and registers it as a client module', () => {
    const plugin = codeHighlightPlugin(context(), OPTIONS);
    const [cssFile] = plugin.getClientModules!() as string[];
    expect(fs.readFileSync(cssFile!, 'utf8')).toContain("[data-theme='dark'] .theme-code-block");
  });

  it('writes the styled token types for the tokenizer, under the name it imports', () => {
    const plugin = codeHighlightPlugin(context(), OPTIONS);
    const configured = (
      plugin.configureWebpack as unknown as (
        c: object,
        s: boolean,
        u: typeof bundler,
      ) => { resolve: { alias: Record<string, string> } }
    )({}, false, bundler);
    const file = configured.resolve.alias[STYLED_TOKEN_TYPES_MODULE]!;
    const types = JSON.parse(fs.readFileSync(file, 'utf8')) as string[];
    expect(types).toContain('keyword');
    expect(types).not.toContain('punctuation');
    expect(fs.readFileSync(path.join(__dirname, '../client/runtime.ts'), 'utf8')).toContain(
      `from '${STYLED_TOKEN_TYPES_MODULE}'`,
    );
  });

  it('keeps Prism out of the browser bundle and in the server bundle', () => {
    const plugin = codeHighlightPlugin(context(), OPTIONS);
    const configure = (isServer: boolean) =>
      (
        plugin.configureWebpack as unknown as (
          c: object,
          s: boolean,
          u: typeof bundler,
        ) => { plugins: FakeReplacement[] }
      )({}, isServer, bundler).plugins[0]!;
    expect(configure(false)).toMatchObject({
      pattern: THEME_CLASSIC_PRISM_MODULE,
      replacement: NO_PRISM_CLIENT_MODULE,
    });
    expect(configure(true)).toMatchObject({
      pattern: LAZY_HIGHLIGHTER,
      replacement: SERVER_HIGHLIGHTER,
    });
  });

  it('matches the lazy highlighter and has both replacements on disk', () => {
    expect(path.join(__dirname, '../client/highlighter.ts')).toMatch(LAZY_HIGHLIGHTER);
    expect(SERVER_HIGHLIGHTER).not.toMatch(LAZY_HIGHLIGHTER);
    expect(fs.existsSync(SERVER_HIGHLIGHTER)).toBe(true);
    expect(fs.existsSync(NO_PRISM_CLIENT_MODULE)).toBe(true);
  });
});

describe('code-highlight options', () => {
  it('fails naming the option on a theme prism-react-renderer does not have', () => {
    expect(() =>
      codeHighlightPlugin(context(), { lightTheme: 'github', darkTheme: 'nope' }),
    ).toThrow('darkTheme "nope" is not a prism-react-renderer theme');
  });
});
