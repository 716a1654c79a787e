/**
 * Issue #16 — theme overrides stay on what Docusaurus supports: a component of theme-classic is
 * wrapped (it imports `@theme-original/…` or `@theme-init/…`), or ejected only where
 * theme-classic's own swizzle list (`docusaurus swizzle @docusaurus/theme-classic --list`) calls
 * the eject safe. Every override lives in src/theme (Docusaurus's convention);
 * an eject the list calls unsafe is named in src/theme/ejects.ts with what it is worth and the hash
 * of the folder it was ejected from, which src/theme/__tests__/ejects.test.ts checks on every upgrade.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
// The swizzle list itself: read here, in a test, never by the site.
import getSwizzleConfig from '@docusaurus/theme-classic/lib/getSwizzleConfig';
import { EJECTED_COMPONENTS } from '../../src/theme/ejects';

const SITE_DIR = path.resolve(__dirname, '../..');
const THEME_CLASSIC = path.join(SITE_DIR, 'node_modules/@docusaurus/theme-classic/lib/theme');

interface Override {
  /** e.g. `src/theme/SiteMetadata` */
  where: string;
  /** the theme-classic component it shadows, e.g. `SiteMetadata` */
  component: string;
  wraps: boolean;
}

/** The source files under `dir` (Node's own recursive listing), tests left out. */
function files(dir: string): string[] {
  return (fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }) as string[])
    .filter((file) => /\.(?:tsx?|jsx?)$/.test(file) && !/\.test\.|(?:^|\/)__tests__\//.test(file))
    .map((file) => path.join(dir, file));
}

const isThemeClassicComponent = (component: string) =>
  fs.existsSync(path.join(THEME_CLASSIC, `${component}.js`)) ||
  fs.existsSync(path.join(THEME_CLASSIC, component, 'index.js'));

/** Every file in a theme folder (`src/theme`, `plugins/<name>/theme`) that shadows a theme-classic component. */
export function themeOverrides(): Override[] {
  const themeDirs = [
    'src/theme',
    ...fs.readdirSync(path.join(SITE_DIR, 'plugins')).map((plugin) => `plugins/${plugin}/theme`),
  ].filter((dir) => fs.existsSync(path.join(SITE_DIR, dir)));
  return themeDirs.flatMap((dir) =>
    files(path.join(SITE_DIR, dir)).flatMap((file) => {
      const component = path
        .relative(path.join(SITE_DIR, dir), file)
        .replace(/\.(?:tsx?|jsx?)$/, '')
        .replace(/(?:^|\/)index$/, '');
      if (!isThemeClassicComponent(component)) return [];
      return [
        {
          where: `${dir}/${component}`,
          component,
          wraps: /@theme-(?:original|init)\//.test(fs.readFileSync(file, 'utf8')),
        },
      ];
    }),
  );
}

/** What theme-classic's swizzle list says of ejecting one component ('unsafe' when it is not listed, as the CLI does). */
function ejectStatus(component: string): string {
  return getSwizzleConfig().components[component]?.actions.eject ?? 'unsafe';
}

/**
 * Theme components that other plugins provide on purpose: a search plugin supplies `@theme/SearchBar`
 * (theme-classic's is an empty placeholder), as theme-search-algolia does.
 */
const PLUGIN_THEME_COMPONENTS: Record<string, string> = {
  'plugins/local-search/theme/SearchBar': 'the built-in search box, wrapping DocSearch',
};

describe('theme overrides', () => {
  const overrides = themeOverrides();

  it('finds the overrides (the scan itself works)', () => {
    expect(overrides.map((override) => override.where)).toEqual(
      expect.arrayContaining([
        'src/theme/DocItem/Layout',
        'src/theme/SiteMetadata',
        'plugins/local-search/theme/SearchBar',
      ]),
    );
  });

  it('live in src/theme, where Docusaurus looks first', () => {
    expect(
      overrides
        .filter((override) => !override.where.startsWith('src/theme/'))
        .filter((override) => !(override.where in PLUGIN_THEME_COMPONENTS))
        .map((override) => override.where),
    ).toEqual([]);
  });

  it('wrap theme-classic components, or eject only those its swizzle list calls safe, or are listed in src/theme/ejects.ts', () => {
    const unsafe = overrides.filter(
      (override) => !override.wraps && ejectStatus(override.component) !== 'safe',
    );
    expect(unsafe.map((override) => override.component).sort()).toEqual(
      Object.keys(EJECTED_COMPONENTS).sort(),
    );
    expect(
      Object.keys(EJECTED_COMPONENTS).filter((component) => ejectStatus(component) === 'safe'),
    ).toEqual([]);
  });
});
