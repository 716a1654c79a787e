/**
 * The spec wants the stored theme applied as `data-theme` and a `dark` class on
 * <html> before first paint. Docusaurus sets `data-theme` from a script at the
 * top of <body>, after the browser may already have painted the page
 * background; this plugin sets both from <head>, and a client module keeps the
 * class in step with `data-theme` when the reader toggles the theme.
 */
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { THEME_STORAGE_KEY } from './constants';

export function inlineScript(storageKey: string): string {
  // Runs in <head>, before any of <body> is parsed or painted; reads storage as
  // src/lib/storage.ts does (no test write; unavailable storage reads as light).
  // Docusaurus's own body script sets the same data-theme a moment later (and
  // honours ?docusaurus-theme=).
  return `(function(){var d=document.documentElement,t='light';try{if(window.localStorage.getItem(${JSON.stringify(
    storageKey,
  )})==='dark'){t='dark';}}catch(e){}d.setAttribute('data-theme',t);if(t==='dark'){d.classList.add('dark');}})();`;
}

export default function colorModeClassPlugin(): Plugin {
  return {
    name: 'color-mode-class',
    getClientModules() {
      return [path.resolve(__dirname, './client')];
    },
    injectHtmlTags() {
      return { headTags: [{ tagName: 'script', innerHTML: inlineScript(THEME_STORAGE_KEY) }] };
    },
  };
}
