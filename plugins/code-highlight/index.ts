/** Code blocks highlighted on the server, with Prism off the first load: see README.md. */
import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { themes, type PrismTheme } from 'prism-react-renderer';
import { withoutThemeClassicPrism } from '../docusaurus-internals';
import { codeThemeCss, siteCodeThemes, styledTokenTypes } from './lib/themeCss';

/** `--docusaurus-highlighted-code-line-bg` (black at this opacity) in src/css/custom.css. */
const HIGHLIGHTED_LINE_OVERLAY = { light: 0.1, dark: 0.3 };

/** The browser's lazy highlighter, replaced on the server by the synchronous one. */
export const LAZY_HIGHLIGHTER = /[\\/]plugins[\\/]code-highlight[\\/]client[\\/]highlighter\.ts$/;
export const SERVER_HIGHLIGHTER = path.join(__dirname, 'client/highlighter.server.ts');

/** The name client/runtime.ts imports the generated styled token types by. */
export const STYLED_TOKEN_TYPES_MODULE = '@code-highlight/styled-token-types';

/** Unless the file already holds it, so the dev server does not rebuild for nothing. */
function writeIfChanged(file: string, content: string): void {
  if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === content) return;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

export interface CodeHighlightOptions {
  /** prism-react-renderer theme names (`themes.github`, …). */
  lightTheme: string;
  darkTheme: string;
}

function namedTheme(name: string, option: string): PrismTheme {
  const theme = (themes as Record<string, PrismTheme>)[name];
  if (!theme)
    throw new Error(
      `code-highlight: ${option} "${name}" is not a prism-react-renderer theme (${Object.keys(themes).join(', ')}).`,
    );
  return theme;
}

export default function codeHighlightPlugin(
  context: LoadContext,
  options: CodeHighlightOptions,
): Plugin {
  const light = namedTheme(options.lightTheme, 'lightTheme');
  const dark = namedTheme(options.darkTheme, 'darkTheme');
  const siteThemes = siteCodeThemes({ light, dark }, HIGHLIGHTED_LINE_OVERLAY);
  const cssFile = path.join(context.generatedFilesDir, 'code-highlight', 'prism-themes.css');
  const styledTypesFile = path.join(
    context.generatedFilesDir,
    'code-highlight',
    'styled-token-types.json',
  );
  // Written when the plugin loads, before the bundler reads client modules.
  writeIfChanged(cssFile, codeThemeCss(siteThemes));
  writeIfChanged(styledTypesFile, `${JSON.stringify(styledTokenTypes(siteThemes))}\n`);

  return {
    name: 'code-highlight',
    getClientModules() {
      return [cssFile];
    },
    configureWebpack(_config, isServer, { currentBundler }) {
      const { NormalModuleReplacementPlugin } = currentBundler.instance;
      return {
        resolve: { alias: { [STYLED_TOKEN_TYPES_MODULE]: styledTypesFile } },
        plugins: [
          isServer
            ? new NormalModuleReplacementPlugin(LAZY_HIGHLIGHTER, SERVER_HIGHLIGHTER)
            : withoutThemeClassicPrism(NormalModuleReplacementPlugin),
        ],
      };
    },
  };
}
