import path from 'node:path';
import type { Config, Plugin, PluginModule } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import chunkLoading from './plugins/chunk-loading';
import { SSR_TEMPLATE } from './plugins/chunk-loading/lib/ssrTemplate';
import colorModeClass from './plugins/color-mode-class';
import offscreenBlocks from './plugins/offscreen-blocks';
import docusaurusInternals from './plugins/docusaurus-internals';
import contentModelPlugin from './plugins/content-model';
import { parseFrontMatterWithModel } from './plugins/content-model/parseFrontMatter';
import codeHighlight from './plugins/code-highlight';
import llms from './plugins/llms';
import notificationBar from './plugins/notification-bar';
import rawSource from './plugins/raw-source';
import remarkHtmlPolicy from './plugins/html-policy/remark';
import versionDiff from './plugins/version-diff';
import remarkVersionNotes from './plugins/version-diff/remark';
import configCheck from './plugins/config-check';
import robots from './plugins/robots';
import redirects from './plugins/redirects';
import securityHeaders from './plugins/security-headers';
import localSearch from './plugins/local-search';
import { searchConfigFromEnv } from './plugins/local-search/lib/provider';
import offline, { pwaPluginOptions } from './plugins/offline';
import {
  documentationSections,
  listSections,
  sectionLabel,
  sectionPathPattern,
} from './plugins/content-model/lib/sections';
import { contentModel } from './plugins/content-model/lib/model';
import { olderVersionSidebar } from './plugins/content-model/lib/sidebar';
import {
  CURRENT_DOCS_VERSION,
  readOlderVersions,
  versionPathSegment,
} from './plugins/content-model/lib/versions';
import { gtagOptions } from './src/lib/analytics';
import type { Language } from './src/lib/languages';
import { checkVersionSiteUrl } from './src/lib/versions';

/** Every switch the site takes from the environment, in one place (README: "Configuration"). */
const env = {
  siteUrl: process.env.SITE_URL ?? 'https://webpack.js.org',
  // Unset: webpack 4's docs are this site's /v4/. Set: the version selector sends version 4 to that host.
  v4SiteUrl: process.env.V4_SITE_URL || undefined,
  contentRepoUrl: process.env.CONTENT_REPO_URL ?? 'https://github.com/webpack/webpack.js.org',
  contentRepoBranch: process.env.CONTENT_REPO_BRANCH ?? 'master',
  langHostEn: process.env.LANG_HOST_EN ?? 'https://webpack.js.org',
  langHostZh: process.env.LANG_HOST_ZH ?? 'https://webpack.docschina.org',
  langHostKo: process.env.LANG_HOST_KO ?? 'https://webpack.kr',
  // Analytics only when set: a default build makes no third-party request.
  gaMeasurementId: process.env.GA_MEASUREMENT_ID,
};

// Local search by default; Algolia DocSearch when ALGOLIA_APP_ID, ALGOLIA_API_KEY and ALGOLIA_INDEX_NAME are all set.
const search = searchConfigFromEnv(process.env);

/** Hosts the Content-Security-Policy must allow for the third parties a build is configured with. */
function thirdPartySources(gaMeasurementId: string | undefined, algolia: boolean) {
  const analytics = gaMeasurementId
    ? [
        'https://www.googletagmanager.com',
        'https://*.google-analytics.com',
        'https://*.analytics.google.com',
      ]
    : [];
  const algoliaHosts = algolia
    ? ['https://*.algolia.net', 'https://*.algolianet.com', 'https://*.algolia.io']
    : [];
  // Contributor avatars (github.com/{handle}.png redirects to avatars.githubusercontent.com) and
  // supporter logos from the Open Collective, loaded once in view (spec §4, §7).
  const images = [
    'https://github.com',
    'https://avatars.githubusercontent.com',
    'https://images.opencollective.com',
  ];
  return {
    'script-src': analytics.slice(0, 1),
    'connect-src': [...analytics, ...algoliaHosts],
    'img-src': [...images, ...analytics],
  };
}

const DEFAULT_DESCRIPTION =
  'webpack is a module bundler. Its main purpose is to bundle JavaScript files for usage in a browser, yet it is also capable of transforming, bundling, or packaging just about any resource or asset.';

const docsDir = path.join(__dirname, 'docs');
// Older docs versions (versions.json: ["4"]), each served under /v<name>/ beside the current docs at /.
const olderVersions = readOlderVersions(__dirname);
const menuSections = documentationSections(listSections(docsDir));

const languages: Language[] = [
  { code: 'en', label: 'English', host: env.langHostEn },
  { code: 'zh', label: '中文', host: env.langHostZh },
  { code: 'ko', label: '한국어', host: env.langHostKo },
];

const config: Config = {
  title: 'webpack',
  tagline: 'bundle your assets, scripts, images and styles',
  favicon: 'icons/favicon-32x32.png',
  url: env.siteUrl,
  baseUrl: '/',
  trailingSlash: true,
  organizationName: 'webpack',
  projectName: 'webpack.js.org',

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  markdown: {
    // .md is CommonMark, .mdx is MDX: prose with { or < in .md files needs no escaping.
    format: 'detect',
    hooks: { onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw' },
    // Docs pages get the content model's checked footer data (plugins/content-model/lib/pageData.ts).
    parseFrontMatter: parseFrontMatterWithModel(__dirname),
  },

  future: { v4: true },
  // Docusaurus's template, with the entry scripts run after the first paint (plugins/chunk-loading).
  ssrTemplate: SSR_TEMPLATE,
  // v4 namespaces localStorage keys per site; the spec stores the theme under the plain key `theme`.
  storage: { namespace: false },

  i18n: { defaultLocale: 'en', locales: ['en'] },
  // The one "still hydrating the first page" flag (code blocks and the docs sidebar read it).
  clientModules: ['./src/lib/hydration.ts'],

  customFields: {
    defaultDescription: DEFAULT_DESCRIPTION,
    ...(env.v4SiteUrl ? { v4SiteUrl: checkVersionSiteUrl(env.v4SiteUrl) } : {}),
    languages,
    documentationSections: menuSections,
  },

  presets: [
    [
      'classic',
      {
        docs: {
          path: 'docs',
          routeBasePath: '/',
          sidebarPath: './sidebars.ts',
          editUrl: `${env.contentRepoUrl}/edit/${env.contentRepoBranch}/`,
          breadcrumbs: false,
          // docs/ is webpack 5, served at / as before; versioned_docs/version-4/ is webpack 4 at /v4/.
          lastVersion: 'current',
          versions: {
            current: { label: CURRENT_DOCS_VERSION, path: '' },
            // Older versions carry a banner (src/theme/DocVersionBanner shows the site's own notice); no "Version: 4" badge under it, it would say the same again.
            ...Object.fromEntries(
              olderVersions.map((version) => [
                version,
                {
                  label: version,
                  path: versionPathSegment(version),
                  banner: 'unmaintained' as const,
                  badge: false,
                },
              ]),
            ),
          },
          // Older versions' sidebars (versioned_sidebars/*.json, one autogenerated item per section) come
          // from the content model, ordered like the current ones (sidebars.ts).
          sidebarItemsGenerator: async ({
            version,
            item,
            defaultSidebarItemsGenerator,
            ...rest
          }) => {
            if (version.versionName === 'current')
              return defaultSidebarItemsGenerator({ version, item, ...rest });
            return olderVersionSidebar(contentModel(__dirname), version.versionName, item.dirName);
          },
          // The version notes go in after the HTML policy has checked what the authors wrote.
          remarkPlugins: [remarkHtmlPolicy, [remarkVersionNotes, { siteDir: __dirname }]],
        },
        blog: {
          path: 'blog',
          routeBasePath: 'blog',
          showReadingTime: true,
          blogSidebarTitle: 'Recent posts',
          blogSidebarCount: 'ALL',
          // One list page: every extra page is another route in main.js (docs first-load gate).
          postsPerPage: 'ALL',
          feedOptions: {
            type: ['rss', 'atom'],
            xslt: false,
            copyright: `Copyright © JS Foundation and other contributors`,
          },
          onInlineAuthors: 'throw',
          // Tags come from blog/tags.yml; a tag not defined there fails the build.
          tags: 'tags.yml',
          onInlineTags: 'throw',
          onUntruncatedBlogPosts: 'warn',
          remarkPlugins: [remarkHtmlPolicy],
        },
        theme: { customCss: './src/css/custom.css' },
        gtag: gtagOptions(env.gaMeasurementId),
        sitemap: { ignorePatterns: ['/app-shell/', '/**/printable/'] },
      } satisfies Preset.Options,
    ],
  ],

  // Typed plugins (Plugin<DirectoryEntry>) are narrower than the config's Plugin<unknown> slot.
  plugins: [
    colorModeClass,
    contentModelPlugin as PluginModule,
    llms as PluginModule,
    rawSource,
    notificationBar,
    ...(search.provider === 'local' ? [localSearch] : []),
    chunkLoading,
    docusaurusInternals,
    offline,
    ['@docusaurus/plugin-pwa', pwaPluginOptions()],
    [codeHighlight as PluginModule, { lightTheme: 'github', darkTheme: 'dracula' }],
    offscreenBlocks,
    versionDiff,
    configCheck as PluginModule,
    robots,
    redirects as PluginModule,
    headTagsPlugin,
    [
      securityHeaders as PluginModule,
      { extra: thirdPartySources(env.gaMeasurementId, search.provider === 'algolia') },
    ],
  ],

  themeConfig: {
    // preset-classic adds theme-search-algolia only when this key exists
    ...(search.provider === 'algolia' ? { algolia: search.algolia } : {}),
    image: 'img/social-card.png',
    metadata: [
      { name: 'theme-color', content: '#2B3A42' },
      { name: 'twitter:site', content: '@webpack' },
      { name: 'twitter:card', content: 'summary_large_image' },
      { property: 'og:site_name', content: 'webpack' },
    ],
    colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false },
    navbar: {
      title: 'webpack',
      logo: { alt: 'webpack logo', src: 'img/logo.svg', width: 32, height: 32 },
      hideOnScroll: false,
      items: [
        {
          type: 'dropdown',
          label: 'Documentation',
          to: '/concepts/',
          position: 'left',
          activeBaseRegex: sectionPathPattern(menuSections),
          // the dropdown's own link would otherwise get react-router's plain `active` class
          activeClassName: 'navbar__link--active',
          items: menuSections.map((section) => ({
            label: sectionLabel(section),
            to: `/${section}/`,
          })),
        },
        {
          label: 'Contribute',
          to: '/contribute/',
          position: 'left',
          activeBasePath: '/contribute/',
        },
        { label: 'Vote', to: '/vote/', position: 'left' },
        { label: 'Blog', to: '/blog/', position: 'left', activeBasePath: '/blog/' },
        { type: 'search', position: 'right' },
        { type: 'custom-languageSwitcher', position: 'right' },
        {
          href: 'https://github.com/webpack/webpack',
          label: 'GitHub',
          position: 'right',
          className: 'header-icon-link header-github-link',
          'aria-label': 'webpack on GitHub',
        },
        {
          href: 'https://x.com/webpack',
          label: 'X',
          position: 'right',
          className: 'header-icon-link header-x-link',
          'aria-label': 'webpack on X',
        },
        {
          href: 'https://stackoverflow.com/questions/tagged/webpack',
          label: 'Stack Overflow',
          position: 'right',
          className: 'header-icon-link header-stackoverflow-link',
          'aria-label': 'webpack questions on Stack Overflow',
        },
      ],
    },
    footer: {
      style: 'dark',
      links: [
        { label: 'Get Started', to: '/guides/getting-started/' },
        { label: 'Comparison', to: '/comparison/' },
        { label: 'Privacy Policy', href: 'https://privacy-policy.openjsf.org/' },
        { label: 'Swag Store', href: 'https://webpack.threadless.com' },
        { label: 'Glossary', to: '/glossary/' },
        { label: 'Branding', to: '/branding/' },
        { label: 'Chat Room', href: 'https://discord.com/invite/5sxFZPdx2k' },
        { label: 'Changelog', href: 'https://github.com/webpack/webpack/releases' },
        { label: 'License', to: '/license/' },
      ],
      copyright: `webpack documentation. Content licensed CC BY 4.0; webpack is MIT licensed.`,
    },
    docs: { sidebar: { hideable: false, autoCollapseCategories: true } },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    prism: {
      // Code colours come from plugins/code-highlight's options (its generated stylesheet); the
      // theme objects here would only ride along in the browser's copy of the site config.
      theme: { plain: {}, styles: [] },
      additionalLanguages: ['bash', 'json', 'diff'],
    },
  } satisfies Preset.ThemeConfig,
};

export default config;

/**
 * Manifest and icon links, written into every page's HTML by `injectHtmlTags` rather than the
 * config's `headTags`, which the browser bundle would carry as part of the site config.
 */
function headTagsPlugin(): Plugin {
  return {
    name: 'head-tags',
    injectHtmlTags() {
      return {
        headTags: [
          { tagName: 'link', attributes: { rel: 'manifest', href: '/manifest.json' } },
          {
            tagName: 'link',
            attributes: {
              rel: 'apple-touch-icon',
              sizes: '180x180',
              href: '/icons/apple-touch-icon.png',
            },
          },
          {
            tagName: 'link',
            attributes: {
              rel: 'icon',
              type: 'image/png',
              sizes: '192x192',
              href: '/icons/icon-192x192.png',
            },
          },
          {
            tagName: 'link',
            attributes: {
              rel: 'icon',
              type: 'image/png',
              sizes: '512x512',
              href: '/icons/icon-512x512.png',
            },
          },
          {
            tagName: 'link',
            attributes: {
              rel: 'mask-icon',
              href: '/icons/safari-pinned-tab.svg',
              color: '#465e69',
            },
          },
          {
            tagName: 'meta',
            attributes: { name: 'msapplication-TileImage', content: '/icons/mstile-150x150.png' },
          },
          { tagName: 'meta', attributes: { name: 'msapplication-TileColor', content: '#2B3A42' } },
        ],
      };
    },
  };
}
