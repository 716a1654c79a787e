/**
 * Canary for plugins/docusaurus-internals: each test reads the installed Docusaurus file a touch
 * point relies on and fails, naming that file and ours, when an upgrade changes it.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  CORE_PREFETCH_HELPER,
  NO_PRISM_CLIENT_MODULE,
  PREFETCH_HELPER,
  THEME_CLASSIC_PRISM_MODULE,
} from '..';
import { SSR_TEMPLATE } from '../../chunk-loading/lib/ssrTemplate';

const FENCE = 'plugins/docusaurus-internals';
const NODE_MODULES = path.join(__dirname, '../../../node_modules');
const docusaurusFile = (pkg: string, file: string) =>
  path.join(NODE_MODULES, '@docusaurus', pkg, file);

/** Fails with the Docusaurus file and the site file that depends on it. */
function expectIn(file: string, usedBy: string, needles: (string | RegExp)[]): void {
  if (!fs.existsSync(file))
    throw new Error(`Docusaurus upgrade: ${file} is gone; ${FENCE}/${usedBy} relies on it.`);
  const text = fs.readFileSync(file, 'utf8');
  for (const needle of needles) {
    const found = typeof needle === 'string' ? text.includes(needle) : needle.test(text);
    if (!found)
      throw new Error(
        `Docusaurus upgrade: ${file} no longer has ${String(needle)}; ${FENCE}/${usedBy} relies on it.`,
      );
  }
}

describe('docusaurus-internals canary', () => {
  it('pins every @docusaurus package to the installed version', () => {
    const pkg = JSON.parse(
      fs.readFileSync(path.join(__dirname, '../../../package.json'), 'utf8'),
    ) as Record<string, Record<string, string>>;
    const ranges = Object.entries({ ...pkg.dependencies, ...pkg.devDependencies }).filter(
      ([name]) => name.startsWith('@docusaurus/'),
    );
    expect(ranges.length).toBeGreaterThan(0);
    for (const [name, range] of ranges) {
      const installed = (
        JSON.parse(fs.readFileSync(path.join(NODE_MODULES, name, 'package.json'), 'utf8')) as {
          version: string;
        }
      ).version;
      expect({ name, range }).toEqual({ name, range: installed });
    }
  });

  it("finds theme-classic's Prism client module as the site replaces it (client/noPrismClientModule.ts)", () => {
    const file = docusaurusFile('theme-classic', 'lib/prism-include-languages.js');
    expect(file).toMatch(THEME_CLASSIC_PRISM_MODULE);
    // The module does nothing but register languages on prism-react-renderer's Prism, which the
    // code-highlight feature does itself when it loads Prism (plugins/code-highlight/client/runtime.ts).
    expectIn(file, 'client/noPrismClientModule.ts', [
      "from 'prism-react-renderer'",
      "from '@theme/prism-include-languages'",
      'prismIncludeLanguages(Prism)',
    ]);
    expectIn(docusaurusFile('theme-classic', 'lib/index.js'), 'client/noPrismClientModule.ts', [
      "'./prism-include-languages'",
    ]);
    // the swizzlable theme component of the same name is left alone
    expect(docusaurusFile('theme-classic', 'lib/theme/prism-include-languages.js')).not.toMatch(
      THEME_CLASSIC_PRISM_MODULE,
    );
    expect(fs.existsSync(NO_PRISM_CLIENT_MODULE)).toBe(true);
  });

  it('finds the two theme-common internal hooks with the fields the site reads (client/themeCommon.ts)', () => {
    expectIn(docusaurusFile('theme-common', 'lib/internal.d.ts'), 'client/themeCommon.ts', [
      'useNavbarMobileSidebar',
      'useCodeBlockContext',
      'CodeBlockContextProvider',
      'createCodeBlockMetadata',
    ]);
    // code-highlight's CodeBlockString is theme-classic's Content/String and Layout in one, with its
    // own word wrap, container and lines: an upgrade that changes how those are put together fails here
    expectIn(
      docusaurusFile('theme-classic', 'lib/theme/CodeBlock/Content/String.js'),
      'client/themeCommon.ts',
      [
        'return createCodeBlockMetadata({',
        'const wordWrap = useCodeWordWrap();',
        '<CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>',
        '<CodeBlockLayout />',
      ],
    );
    expectIn(
      docusaurusFile('theme-classic', 'lib/theme/CodeBlock/Layout/index.js'),
      'client/themeCommon.ts',
      [
        '<Container as="div" className={clsx(className, metadata.className)}>',
        '<Title>{metadata.title}</Title>',
        '<Content />',
        '<Buttons />',
      ],
    );
    expectIn(
      docusaurusFile('theme-common', 'lib/hooks/useCodeWordWrap.d.ts'),
      'client/themeCommon.ts',
      [
        'readonly codeBlockRef: RefObject<HTMLPreElement | null>;',
        'readonly isEnabled: boolean;',
        'readonly isCodeScrollable: boolean;',
        'readonly toggle: () => void;',
      ],
    );
    expectIn(
      docusaurusFile('theme-common', 'lib/contexts/navbarMobileSidebar.d.ts'),
      'client/themeCommon.ts',
      ['shown:', 'toggle:', 'shouldRender:'],
    );
    expectIn(
      docusaurusFile('theme-common', 'lib/utils/codeBlockUtils.d.ts'),
      'client/themeCommon.ts',
      ['wordWrap', 'lineNumbersStart', 'lineClassNames'],
    );
    expectIn(
      docusaurusFile('theme-common', 'lib/hooks/useCodeWordWrap.d.ts'),
      'client/themeCommon.ts',
      ['codeBlockRef'],
    );
  });

  it("finds core's route context provider, still needed by the layout (client/routeContext.ts)", () => {
    expectIn(docusaurusFile('core', 'lib/client/routeContext.js'), 'client/routeContext.ts', [
      'export function RouteContextProvider',
    ]);
    expectIn(
      docusaurusFile('theme-common', 'lib/utils/metadataUtils.js'),
      'client/routeContext.ts',
      ['useRouteContext()'],
    );
  });

  it('finds the registry shape and the docs content module the sidebar anchors read (client/loadedDocToc.ts)', () => {
    // registry entry: [loader, module path, require.resolveWeak(module path)]; index 2 is the module id
    expectIn(
      docusaurusFile('core', 'lib/server/codegen/codegenRoutes.js'),
      'client/loadedDocToc.ts',
      [
        '[() => import(/* webpackChunkName: "${chunkName}" */ "${modulePath}"), "${modulePath}", require.resolveWeak("${modulePath}")]',
        'routesChunkNames',
      ],
    );
    // a doc route's page module is its `content` module
    expectIn(docusaurusFile('plugin-content-docs', 'lib/routes.js'), 'client/loadedDocToc.ts', [
      /content:\s*doc\.source/,
    ]);
  });

  it('finds window.docusaurus.preload set by the client entry (client/preloadRoute.ts)', () => {
    expectIn(docusaurusFile('core', 'lib/client/clientEntry.js'), 'client/preloadRoute.ts', [
      'window.docusaurus = docusaurus',
    ]);
    expectIn(docusaurusFile('core', 'lib/client/docusaurus.js'), 'client/preloadRoute.ts', [
      /preload\b/,
    ]);
  });

  it('finds Link prefetching through window.docusaurus, set after the client modules and frozen, and the route update after hydration (client/prefetch.ts)', () => {
    const usedBy = 'client/prefetch.ts';
    // Link's IntersectionObserver callback reads window.docusaurus when it fires, not at render
    expectIn(docusaurusFile('core', 'lib/client/exports/Link.js'), usedBy, [
      'new window.IntersectionObserver(',
      'window.docusaurus.prefetch(targetLink)',
    ]);
    expectIn(docusaurusFile('core', 'lib/client/docusaurus.js'), usedBy, [
      'export default Object.freeze(docusaurus);',
    ]);
    expectIn(docusaurusFile('core', 'lib/client/clientEntry.js'), usedBy, [
      'window.docusaurus = docusaurus',
    ]);
    // onRouteDidUpdate runs in a layout effect, so on the first load it runs in the hydration's commit
    expectIn(docusaurusFile('core', 'lib/client/ClientLifecyclesDispatcher.js'), usedBy, [
      'useIsomorphicLayoutEffect(',
      "dispatchLifecycleAction('onRouteDidUpdate'",
    ]);
  });

  it("finds core's chunk prefetch helper as the site replaces it (client/prefetch.ts)", () => {
    const file = docusaurusFile('core', 'lib/client/prefetch.js');
    expect(file).toMatch(CORE_PREFETCH_HELPER);
    expectIn(file, 'client/prefetch.ts', ['export default function prefetch(url)']);
    // called once per chunk file of each matched route, with the file's URL
    expectIn(docusaurusFile('core', 'lib/client/docusaurus.js'), 'client/prefetch.ts', [
      "import prefetchHelper from './prefetch';",
      'return prefetchHelper(chunkAsset);',
    ]);
    expect(fs.existsSync(PREFETCH_HELPER)).toBe(true);
  });

  it("finds the docs map in the docs plugin's version data, read only by DocCard (docsVersionData.cjs)", () => {
    expectIn(docusaurusFile('plugin-content-docs', 'lib/props.js'), 'docsVersionData.cjs', [
      'docs: toVersionDocsProp(',
    ]);
    expectIn(
      docusaurusFile('plugin-content-docs', 'lib/client/docsUtils.js'),
      'docsVersionData.cjs',
      ['export function useDocById', 'version.docs[id]'],
    );
    const themeDir = docusaurusFile('theme-classic', 'lib/theme');
    const readers: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (entry.name.endsWith('.js') && fs.readFileSync(full, 'utf8').includes('useDocById'))
          readers.push(path.relative(themeDir, full));
      }
    };
    walk(themeDir);
    expect(readers).toEqual(['DocCard/index.js']);
  });

  it("finds core calling each route component's preload before showing a route, and failing without it (client/settleRoutePreloads.ts)", () => {
    const usedBy = 'client/settleRoutePreloads.ts';
    // route components are react-loadable components, which carry `preload`
    expectIn(docusaurusFile('core', 'lib/client/exports/ComponentCreator.js'), usedBy, [
      "from 'react-loadable'",
      'Loadable.Map(',
    ]);
    expectIn(docusaurusFile('core', 'lib/client/preload.js'), usedBy, [
      'match.route.component.preload?.()',
    ]);
    // what a rejected preload does: no hydration on the first load, a reload on navigation
    expectIn(docusaurusFile('core', 'lib/client/clientEntry.js'), usedBy, [
      'preload(window.location.pathname).then(',
    ]);
    expectIn(docusaurusFile('core', 'lib/client/PendingNavigation.js'), usedBy, [
      /preload\(nextLocation\.pathname\)[\s\S]*\.catch\([\s\S]*window\.location\.reload\(\)/,
    ]);
  });

  it('finds the route table, registry and route lookups the browser route modules rely on (routeModules.cjs, client/lazyDocsRoutes.tsx)', () => {
    const usedBy = 'routeModules.cjs';
    // the generated table: one object literal per route, ComponentCreator(path, hash), nested `routes: [`;
    // the registry: one line per chunk, named the same as its key, sorted, in `export default {…};`
    expectIn(docusaurusFile('core', 'lib/server/codegen/codegenRoutes.js'), usedBy, [
      "`component: ComponentCreator('${routePath}', '${routeHash}')`",
      'routes: [',
      'export default [',
      '`  "${chunkName}": [() => import(/* webpackChunkName: "${chunkName}" */ "${modulePath}"), "${modulePath}", require.resolveWeak("${modulePath}")],`',
      "'registry.js', `export default {",
      "    .join('\\n')}};",
    ]);
    // ComponentCreator looks a route's chunk names and registry entries up when it is called, so a
    // section chunk can add its own before it creates its routes
    expectIn(docusaurusFile('core', 'lib/client/exports/ComponentCreator.js'), usedBy, [
      "import routesChunkNames from '@generated/routesChunkNames'",
      "import registry from '@generated/registry'",
      'routesChunkNames[`${path}-${hash}`]',
      'registry[chunkName]',
    ]);
    // the docs root finds and renders its pages from `route.routes` as it renders, not at start-up
    expectIn(
      docusaurusFile('plugin-content-docs', 'lib/client/docsUtils.js'),
      'client/lazyDocsRoutes.tsx',
      ['const docRoutes = route.routes;'],
    );
    expectIn(
      docusaurusFile('theme-classic', 'lib/theme/DocVersionRoot/index.js'),
      'client/lazyDocsRoutes.tsx',
      ['renderRoutes(route.routes)'],
    );
    // preloads run for the path being opened: window.location on the first load, the pushed location on a navigation
    expectIn(docusaurusFile('core', 'lib/client/clientEntry.js'), 'client/lazyDocsRoutes.tsx', [
      'preload(window.location.pathname)',
    ]);
    expectIn(
      docusaurusFile('core', 'lib/client/PendingNavigation.js'),
      'client/lazyDocsRoutes.tsx',
      ['preload(nextLocation.pathname)'],
    );
  });

  // Not an internal API (ssrTemplate is a documented config option), but the site's template is a
  // copy of Docusaurus's default: an upgrade that changes the default (a new variable, another way
  // of writing the scripts) has to be carried into the copy.
  it("finds Docusaurus's default HTML template as plugins/chunk-loading/lib/ssrTemplate.ts copies it", () => {
    const file = docusaurusFile('core', 'lib/ssg/ssgTemplate.html.js');
    // the script loop the copy replaces
    expectIn(file, '../chunk-loading/lib/ssrTemplate.ts', [
      '<script src="<%= it.baseUrl %><%= script %>" defer></script>',
    ]);
    const text = fs.readFileSync(file, 'utf8');
    const variables = (template: string) =>
      [...new Set([...template.matchAll(/\bit\.(\w+)/g)].map((match) => match[1]))].sort();
    // every variable of the default but the generator tag's version, which the copy leaves out
    expect(variables(SSR_TEMPLATE)).toEqual(variables(text).filter((name) => name !== 'version'));
  });
});
