/**
 * Code blocks without Prism on first load.
 *
 * Docusaurus ships Prism (about 30 kB gzip) in the main bundle of every page, highlights every
 * code block while hydrating, then throws the blocks away and highlights them again to apply the
 * dark theme's inline colours. Here, with the swizzled `theme/CodeBlock` components:
 * - the server highlights code with class-only tokens; colours come from a stylesheet generated
 *   from `themeConfig.prism` (both themes, raised to WCAG AA contrast), so the HTML is right in
 *   either theme and hydration keeps it as it is;
 * - the browser loads Prism (its own chunk) only for code blocks that mount after hydration,
 *   i.e. after a client-side navigation, showing the plain text until it arrives.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { ThemeConfig } from '@docusaurus/theme-common';
import { themes, type PrismTheme } from 'prism-react-renderer';
import { withoutThemeClassicPrism } from '../docusaurus-internals';
import { codeThemeCss } from './lib/themeCss';

/**
 * Black overlay of highlighted lines per theme, as `--docusaurus-highlighted-code-line-bg` in
 * src/css/custom.css: token colours keep their contrast on highlighted lines too.
 */
export const HIGHLIGHTED_LINE_OVERLAY = { light: 0.1, dark: 0.3 };

/** The browser's lazy highlighter, replaced on the server by the synchronous one. */
export const LAZY_HIGHLIGHTER = /[\\/]plugins[\\/]code-highlight[\\/]client[\\/]highlighter\.ts$/;
export const SERVER_HIGHLIGHTER = path.join(__dirname, 'client/highlighter.server.ts');

export default function codeHighlightPlugin(context: LoadContext): Plugin {
  const { prism } = context.siteConfig.themeConfig as unknown as ThemeConfig;
  const light: PrismTheme = prism?.theme ?? themes.palenight;
  const dark: PrismTheme = prism?.darkTheme ?? light;
  const cssFile = path.join(context.generatedFilesDir, 'code-highlight', 'prism-themes.css');
  const css = codeThemeCss({ light, dark }, HIGHLIGHTED_LINE_OVERLAY);
  // Written when the plugin loads, before the bundler reads client modules; unchanged files are
  // left alone so the dev server does not rebuild for nothing.
  if (!fs.existsSync(cssFile) || fs.readFileSync(cssFile, 'utf8') !== css) {
    fs.mkdirSync(path.dirname(cssFile), { recursive: true });
    fs.writeFileSync(cssFile, css);
  }

  return {
    name: 'code-highlight',
    // The feature's own theme components (theme/), above theme-classic's, below src/theme.
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    getClientModules() {
      return [cssFile];
    },
    configureWebpack(_config, isServer, { currentBundler }) {
      const { NormalModuleReplacementPlugin } = currentBundler.instance;
      return {
        plugins: [
          isServer
            ? new NormalModuleReplacementPlugin(LAZY_HIGHLIGHTER, SERVER_HIGHLIGHTER)
            : withoutThemeClassicPrism(NormalModuleReplacementPlugin),
        ],
      };
    },
  };
}
