/**
 * The site's routes as the content brief lists them: what content tests accept as an internal
 * link target, and what the browser tests expect the local server to answer. Loader pages come
 * from the loaders catalog, so a loader added there is a route here too.
 */
import path from 'node:path';
import { LOADER_PACKAGES } from './loaders-catalog';
import { allPages, buildContentModel } from '../../plugins/content-model/lib/tree';

/** Site paths a page may link to (the route list of the content brief). */
export const SITE_ROUTES: ReadonlySet<string> = new Set([
  '/',
  '/comparison/',
  '/glossary/',
  '/branding/',
  '/license/',
  '/vote/',
  '/blog/',
  ...withSection('concepts', [
    'entry-points',
    'output',
    'loaders',
    'plugins',
    'configuration',
    'modules',
    'module-resolution',
    'module-federation',
    'dependency-graph',
    'targets',
    'manifest',
    'hot-module-replacement',
    'why-webpack',
    'under-the-hood',
  ]),
  ...withSection('configuration', [
    'configuration-languages',
    'configuration-types',
    'entry-context',
    'mode',
    'output',
    'module',
    'resolve',
    'optimization',
    'plugins',
    'dev-server',
    'cache',
    'devtool',
    'extending-configurations',
    'target',
    'watch',
    'externals',
    'dotenv',
    'node',
    'stats',
    'experiments',
    'infrastructureLogging',
    'performance',
    'other-options',
  ]),
  ...withSection('guides', [
    'getting-started',
    'installation',
    'asset-management',
    'asset-modules',
    'output-management',
    'development',
    'code-splitting',
    'caching',
    'author-libraries',
    'environment-variables',
    'build-performance',
    'csp',
    'development-vagrant',
    'dependency-management',
    'hot-module-replacement',
    'tree-shaking',
    'production',
    'lazy-loading',
    'ecma-script-modules',
    'shimming',
    'typescript',
    'web-workers',
    'progressive-web-application',
    'public-path',
    'integrations',
    'entry-advanced',
    'package-exports',
    'native-css',
    'modern-web-platform',
  ]),
  ...withSection('api', [
    'cli',
    'node',
    'stats',
    'webpack-dev-server',
    'hot-module-replacement',
    'loaders',
    'logging',
    'module-methods',
    'module-variables',
    'compilation-object',
    'compiler-hooks',
    'compilation-hooks',
    'contextmodulefactory-hooks',
    'parser',
    'normalmodulefactory-hooks',
    'plugins',
    'resolvers',
  ]),
  ...withSection('contribute', [
    'writers-guide',
    'writing-a-loader',
    'writing-a-plugin',
    'plugin-patterns',
    'release-process',
    'debugging',
  ]),
  ...withSection('migrate', ['5', '4', '3']),
  ...withSection(
    'loaders',
    LOADER_PACKAGES.map((p) => p.slug),
  ),
  ...withSection('plugins', [
    'banner-plugin',
    'define-plugin',
    'provide-plugin',
    'split-chunks-plugin',
    'module-federation-plugin',
    'source-map-dev-tool-plugin',
    'progress-plugin',
    'html-webpack-plugin',
    'mini-css-extract-plugin',
    'copy-webpack-plugin',
    'terser-webpack-plugin',
    'environment-plugin',
    'ignore-plugin',
    'hot-module-replacement-plugin',
  ]),
]);

function withSection(section: string, slugs: readonly string[]): string[] {
  return [`/${section}/`, ...slugs.map((slug) => `/${section}/${slug}/`)];
}

/**
 * The pages of an older docs version (`4`: every `/v4/…` URL), read from versioned_docs/ through the
 * content model (no git): the files are the list, so a page added there is a route here too.
 */
export function versionRoutes(
  version: string,
  siteDir = path.resolve(__dirname, '../..'),
): ReadonlySet<string> {
  return new Set(
    allPages(buildContentModel({ siteDir }))
      .filter((page) => page.version === version)
      .map((page) => page.url),
  );
}
