/**
 * Built-page HTML shaped like Docusaurus's output (minified attributes, code
 * blocks, "#" links), for the extraction and plugin tests.
 */
import type { SearchDocument } from '../lib/extract';

export interface FixtureSection {
  heading: string;
  id: string;
  html: string;
  level?: 2 | 3;
}

const shell = (htmlClass: string, head: string, body: string) =>
  `<!doctype html><html lang=en dir=ltr class="${htmlClass}" data-has-hydrated=false><head><meta charset=UTF-8>` +
  `${head}</head><body><div id=__docusaurus><nav aria-label=Main class="navbar navbar--fixed-top"><a class=navbar__brand href=/>` +
  `<b class=navbar__title>webpack</b></a><a href=/concepts/>Documentation navbarword</a></nav>` +
  `<div class=main-wrapper>${body}</div><footer class=footer>Footer footerword</footer></div></body></html>`;

export function docPage(
  title: string,
  intro: string,
  sections: FixtureSection[] = [],
  extraHead = '',
): string {
  const headings = sections
    .map(
      ({ heading, id, html, level = 2 }) =>
        `<h${level} class="anchor anchorTargetStickyNavbar_Vzrq" id=${id}>${heading}` +
        `<a href=#${id} class=hash-link aria-label="Direct link to ${heading}" title="Direct link to ${heading}">\u200b</a></h${level}>${html}`,
    )
    .join('\n');
  return shell(
    'docs-wrapper plugin-docs plugin-id-default docs-version-current docs-doc-page docs-doc-id-x',
    `<title data-rh=true>${title} | webpack</title>${extraHead}`,
    `<aside class=theme-doc-sidebar-container><ul><li><a href=/concepts/>Sidebar sidebarword</a></li></ul></aside>` +
      `<main><article><div class="tocCollapsible_ETCw theme-doc-toc-mobile"><button type=button>On this page</button></div>` +
      `<div class="theme-doc-markdown markdown"><header><h1>${title}</h1></header><p>${intro}</p>\n${headings}</div>` +
      `<footer class=theme-doc-footer><a href=https://github.com/x/edit>Edit this page editword</a></footer></article>` +
      `<nav class=pagination-nav><a href=/next/>Next nextword</a></nav></main>` +
      `<div class=theme-doc-toc-desktop><ul><li><a href=#a>tocword</a></li></ul></div>`,
  );
}

export const codeBlock = (code: string, title = 'webpack.config.js', language = 'js') =>
  `<div class="language-${language} codeBlockContainer_Ckt0 theme-code-block"><div class=codeBlockTitle_OeMC>${title}</div>` +
  `<div class=codeBlockContent_QJqH><pre tabindex=0 class="prism-code language-${language}"><code><div class=token-line>` +
  `<span class="token keyword">${code}</span><br/></div></code></pre>` +
  `<div class=buttonGroup_M5ko><button type=button aria-label="Copy code to clipboard" title=Copy class=clean-btn>Copy</button></div></div></div>`;

export function blogPost(title: string, body: string): string {
  return shell(
    'blog-wrapper blog-post-page plugin-blog plugin-id-default',
    `<title data-rh=true>${title} | webpack</title>`,
    `<main><article><header><h1 class=title_f1Hy>${title}</h1><time>November 20, 2026</time></header>` +
      `<div id=__blog-post-container class=markdown><p>${body}</p></div></article></main>`,
  );
}

export function blogList(): string {
  return shell(
    'blog-wrapper blog-list-page plugin-blog plugin-id-default',
    '<title>Blog | webpack</title>',
    '<main><article><h2><a href=/blog/x/>A post listword</a></h2><div class=markdown><p>Teaser listword</p></div></article></main>',
  );
}

export function printablePage(title: string, body: string): string {
  return shell(
    'plugin-content-model plugin-id-default',
    `<title>${title} | Combined printable page | webpack</title><meta data-rh=true name=robots content="noindex, nofollow"/>`,
    `<main><article><div class="theme-doc-markdown markdown"><h1>${title}</h1><p>${body}</p></div></article></main>`,
  );
}

export function appShell(): string {
  return shell(
    'plugin-pages plugin-id-default',
    '<title>webpack</title><meta name=robots content="noindex, nofollow">',
    '<main id=app-shell-main></main>',
  );
}

/** A search document written directly, for index and query tests. */
export function document(
  url: string,
  title: string,
  sections: [heading: string, text: string][],
  section = 'Guides',
): SearchDocument {
  return {
    url,
    title,
    section,
    sections: sections.map(([heading, text]) => ({
      heading,
      id: heading.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      text,
    })),
  };
}
