/**
 * Issue #16 — theme overrides stay on what Docusaurus supports: a component of theme-classic is
 * wrapped (it imports `@theme-original/…` or `@theme-init/…`), or ejected only where
 * theme-classic's own swizzle list (`docusaurus swizzle @docusaurus/theme-classic --list`) calls
 * the eject safe. The ejects made before this gate that the list calls unsafe are named below,
 * each with what it does: the gate fails on a new one, and on a named one that has gone or
 * become a wrap, so the list stays true.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
// The swizzle list itself: read here, in a test, never by the site.
import getSwizzleConfig from '@docusaurus/theme-classic/lib/getSwizzleConfig';

const SITE_DIR = path.resolve(__dirname, '../..');
const THEME_CLASSIC = path.join(SITE_DIR, 'node_modules/@docusaurus/theme-classic/lib/theme');

/** Unsafe ejects (per the swizzle list) that the site still carries, and why each is one. */
export const KNOWN_UNSAFE_EJECTS: Record<string, string> = {
  'src/theme/DocItem/Footer': 'the page footer from the content model, memoised',
  'src/theme/DocSidebar': 'the desktop sidebar stays mounted on phones; the mobile one waits for an interaction',
  'src/theme/Icon/ExternalLink': 'role="img" so "(opens in new tab)" is read',
  'src/theme/NavbarItem/DropdownNavbarItem/Desktop': 'the header dropdown closes on Escape, outside click and focus loss',
  'src/theme/NotFound/Content': 'the not-found page with suggestions',
  'plugins/code-highlight/theme/CodeBlock/Container': 'code blocks without Prism on first load',
  'plugins/code-highlight/theme/CodeBlock/Content': 'code blocks without Prism on first load',
  'plugins/code-highlight/theme/CodeBlock/Content/String': 'word wrap measured when idle',
  'plugins/code-highlight/theme/CodeBlock/Line': 'class-only tokens rendered on the server',
};

interface Override {
  /** e.g. `src/theme/DocSidebar` */
  where: string;
  /** the theme-classic component it shadows, e.g. `DocSidebar` */
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
  fs.existsSync(path.join(THEME_CLASSIC, `${component}.js`)) || fs.existsSync(path.join(THEME_CLASSIC, component, 'index.js'));

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
      return [{ where: `${dir}/${component}`, component, wraps: /@theme-(?:original|init)\//.test(fs.readFileSync(file, 'utf8')) }];
    }),
  );
}

/** What theme-classic's swizzle list says of ejecting one component ('unsafe' when it is not listed, as the CLI does). */
function ejectStatus(component: string): string {
  return getSwizzleConfig().components[component]?.actions.eject ?? 'unsafe';
}

describe('theme overrides', () => {
  const overrides = themeOverrides();

  it('finds the overrides (the scan itself works)', () => {
    expect(overrides.map((override) => override.where)).toEqual(expect.arrayContaining(['src/theme/DocSidebar', 'src/theme/SiteMetadata']));
  });

  it('wrap theme-classic components, or eject only those its swizzle list calls safe to eject', () => {
    const unsafe = overrides
      .filter((override) => !override.wraps && ejectStatus(override.component) !== 'safe')
      .map((override) => override.where)
      .filter((where) => !(where in KNOWN_UNSAFE_EJECTS));
    expect(unsafe).toEqual([]);
  });

  it('names only unsafe ejects that are still there and still ejects', () => {
    const ejects = new Set(overrides.filter((override) => !override.wraps).map((override) => override.where));
    expect(Object.keys(KNOWN_UNSAFE_EJECTS).filter((where) => !ejects.has(where))).toEqual([]);
  });
});
