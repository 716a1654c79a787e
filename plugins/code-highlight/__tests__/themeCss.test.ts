import { themes, type PrismTheme } from 'prism-react-renderer';
import { colord } from 'colord';
import { underOverlay } from '../lib/contrast';
import {
  DARK_SCOPE,
  LIGHT_SCOPE,
  accessibleTheme,
  codeThemeCss,
  prismThemeCss,
  siteCodeThemes,
  styledTokenTypes,
} from '../lib/themeCss';

const sample: PrismTheme = {
  plain: { color: '#111111', backgroundColor: '#ffffff' },
  styles: [
    { types: ['comment', 'prolog'], style: { color: '#00aa00', fontStyle: 'italic' } },
    {
      types: ['selector'],
      languages: ['css', 'scss'],
      style: { color: '#0000aa', fontWeight: 'bold' },
    },
    { types: ['nothing'], style: {} },
  ],
};

describe('prismThemeCss', () => {
  const css = prismThemeCss(sample, DARK_SCOPE);

  it('sets the code block colour variables under the scope', () => {
    expect(css).toContain(
      `${DARK_SCOPE} .theme-code-block { --prism-color: #111111; --prism-background-color: #ffffff; }`,
    );
  });

  it('writes one selector per token type, with kebab-case properties', () => {
    expect(css).toContain(
      `${DARK_SCOPE} .theme-code-block .token.comment,\n${DARK_SCOPE} .theme-code-block .token.prolog { color: #00aa00; font-style: italic; }`,
    );
  });

  it('limits language-specific styles to blocks of those languages', () => {
    expect(css).toContain(
      `${DARK_SCOPE} .theme-code-block.language-css .token.selector,\n${DARK_SCOPE} .theme-code-block.language-scss .token.selector { color: #0000aa; font-weight: bold; }`,
    );
  });

  it('skips entries without declarations', () => {
    expect(css).not.toContain('.token.nothing');
  });
});

describe('accessibleTheme', () => {
  it.each([
    ['github', themes.github, 0.1],
    ['dracula', themes.dracula, 0.3],
  ])(
    'brings every colour of %s to 4.5:1 on the background and on highlighted lines',
    (_name, theme, overlay) => {
      const fixed = accessibleTheme(theme, overlay);
      const bg = colord(String(fixed.plain.backgroundColor));
      const backgrounds = [bg, underOverlay(bg, overlay)];
      const colours = [fixed.plain.color, ...fixed.styles.map((s) => s.style.color)].filter(
        (c): c is string => Boolean(c),
      );
      for (const colour of colours) {
        for (const background of backgrounds)
          expect(background.contrast(colour)).toBeGreaterThanOrEqual(4.5);
      }
    },
  );

  it('changes only the colours that fail (GitHub keeps its plain text colour)', () => {
    const fixed = accessibleTheme(themes.github, 0.1);
    expect(fixed.plain.color).toBe(themes.github.plain.color);
  });
});

describe('codeThemeCss', () => {
  it('holds both themes, light also applying before data-theme is set', () => {
    const css = codeThemeCss(
      siteCodeThemes({ light: themes.github, dark: themes.dracula }, { light: 0.1, dark: 0.3 }),
    );
    expect(LIGHT_SCOPE).toBe(":root:not([data-theme='dark'])");
    expect(css).toContain(
      `${LIGHT_SCOPE} .theme-code-block { --prism-color: #393A34; --prism-background-color: #f6f8fa; }`,
    );
    expect(css).toContain(
      `${DARK_SCOPE} .theme-code-block { --prism-color: #F8F8F2; --prism-background-color: #282A36; }`,
    );
    expect(css).not.toContain('#36acaa');
  });
});

describe('styledTokenTypes', () => {
  const theme = (plain: string, styles: PrismTheme['styles']): PrismTheme => ({
    plain: { color: plain, backgroundColor: '#ffffff' },
    styles,
  });

  it('leaves out types whose only style is the plain colour, however it is written', () => {
    const light = theme('#393A34', [
      { types: ['punctuation', 'operator'], style: { color: '#393a34' } },
      { types: ['keyword'], style: { color: '#00009f' } },
    ]);
    const dark = theme('rgb(248, 248, 242)', [
      { types: ['punctuation'], style: { color: '#F8F8F2' } },
    ]);
    expect(styledTokenTypes({ light, dark })).toEqual(['keyword']);
  });

  it('counts a type styled in either theme, in any language, by colour or any other property', () => {
    const light = theme('#111111', [
      { types: ['comment'], style: { color: '#111111', fontStyle: 'italic' } },
      { types: ['selector'], languages: ['css'], style: { color: '#0000aa' } },
    ]);
    const dark = theme('#eeeeee', [
      { types: ['operator'], style: { color: '#ff79c6' } },
      { types: ['nothing'], style: {} },
    ]);
    expect(styledTokenTypes({ light, dark })).toEqual(['comment', 'operator', 'selector']);
  });

  it("treats the site's punctuation as plain text in both github and dracula, and keywords as styled", () => {
    const styled = styledTokenTypes(
      siteCodeThemes({ light: themes.github, dark: themes.dracula }, { light: 0.1, dark: 0.3 }),
    );
    expect(styled).toContain('keyword');
    expect(styled).toContain('string');
    expect(styled).not.toContain('punctuation');
    expect(styled).not.toContain('plain');
  });

  it.each(Object.entries(themes))(
    "keeps plain tokens plain in prism-react-renderer's %s theme, as Line's bare text assumes",
    (_name, theme) => {
      expect(styledTokenTypes({ light: theme, dark: theme })).not.toContain('plain');
    },
  );
});
