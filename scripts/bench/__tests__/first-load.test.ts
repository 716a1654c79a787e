import {
  chunkFiles,
  chunkNamesIn,
  htmlAssets,
  matchRouteChain,
  parseRoutesModule,
} from '../lib/first-load.cjs';

const ROUTES_JS = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/blog/',
    component: ComponentCreator('/blog/', '109'),
    exact: true
  },
  {
    path: '/',
    component: ComponentCreator('/', 'a4f'),
    routes: [
      {
        path: '/',
        component: ComponentCreator('/', '098'),
        routes: [
          {
            path: '/concepts/entry-points/',
            component: ComponentCreator('/concepts/entry-points/', 'e89'),
            exact: true,
            sidebar: "concepts"
          },
          {
            path: '/it\\'s/',
            component: ComponentCreator('/it\\'s/', 'f00'),
            exact: true
          }
        ]
      }
    ]
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`;

describe('parseRoutesModule', () => {
  const routes = parseRoutesModule(ROUTES_JS);

  it('reads the route tree with each route chunk-names key', () => {
    expect(routes.map((r) => r.key)).toEqual(['/blog/-109', '/-a4f', '*']);
    expect(routes[1]!.routes![0]!.routes!.map((r) => r.key)).toEqual([
      '/concepts/entry-points/-e89',
      "/it's/-f00",
    ]);
    expect(routes[0]!.exact).toBe(true);
    expect(routes[1]!.exact).toBe(false);
  });

  it('refuses a format it does not know', () => {
    expect(() =>
      parseRoutesModule("export default [{ path: '/', component: ComponentCreator(somePath) }];"),
    ).toThrow(/found Identifier in the route table.*routeModules\.cjs/);
  });
});

describe('matchRouteChain', () => {
  const routes = parseRoutesModule(ROUTES_JS);
  const keys = (pathname: string) => matchRouteChain(routes, pathname).map((r) => r.key);

  it('follows the nested routes down to the page', () => {
    expect(keys('/concepts/entry-points/')).toEqual([
      '/-a4f',
      '/-098',
      '/concepts/entry-points/-e89',
    ]);
  });

  it('matches an exact route with or without its trailing slash, first match wins', () => {
    expect(keys('/blog/')).toEqual(['/blog/-109']);
    expect(keys('/blog')).toEqual(['/blog/-109']);
  });

  it('stops where nothing matches below a layout route', () => {
    expect(keys('/nothing/')).toEqual(['/-a4f', '/-098']);
  });
});

describe('chunkNamesIn', () => {
  it('collects chunk names from nested objects and lists', () => {
    expect(
      chunkNamesIn({
        __comp: 'a',
        __context: { plugin: 'b' },
        contents: [{ content: 'c' }, { content: 'd' }],
      }),
    ).toEqual(['a', 'b', 'c', 'd']);
    expect(chunkNamesIn(undefined)).toEqual([]);
  });
});

describe('chunkFiles', () => {
  const manifest = {
    entrypoints: ['main'],
    origins: { page: ['1', '2', 'page'], other: ['2', 'other'] },
    assets: {
      '1': { js: [{ file: 'assets/js/1.aaa.js' }] },
      '2': { js: [{ file: 'assets/js/2.bbb.js' }], css: [{ file: 'assets/css/2.ccc.css' }] },
      page: { js: [{ file: 'assets/js/page.ddd.js' }] },
      other: { js: [{ file: 'assets/js/other.eee.js' }] },
    },
  };

  it('lists every file of the chunk groups once', () => {
    expect(chunkFiles(manifest, ['page', 'other'])).toEqual({
      js: [
        '/assets/js/1.aaa.js',
        '/assets/js/2.bbb.js',
        '/assets/js/page.ddd.js',
        '/assets/js/other.eee.js',
      ],
      css: ['/assets/css/2.ccc.css'],
    });
  });

  it('skips names merged into the entry chunk (not in the manifest)', () => {
    expect(chunkFiles(manifest, ['merged-into-main'])).toEqual({ js: [], css: [] });
  });
});

describe('htmlAssets', () => {
  it('reads local scripts, stylesheets and script preloads from minified HTML', () => {
    const html =
      '<link rel=stylesheet href=/assets/css/styles.css /><link rel=preload as=script href="/assets/js/pre.js">' +
      '<link rel=preload as=image href=/img/logo.svg><link rel=icon href=/favicon.png>' +
      '<script src=/assets/js/runtime.js defer></script><script>inline()</script>' +
      '<script src="https://cdn.example.com/x.js"></script><link rel=stylesheet href=//cdn.example.com/x.css>';
    expect(htmlAssets(html)).toEqual({
      scripts: ['/assets/js/runtime.js', '/assets/js/pre.js'],
      stylesheets: ['/assets/css/styles.css'],
    });
  });
});
