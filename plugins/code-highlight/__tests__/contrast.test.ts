import { colord } from 'colord';
import { themes } from 'prism-react-renderer';
import { underOverlay, withContrast } from '../lib/contrast';

const light = colord('#f6f8fa');
const dark = colord('#282a36');
const contrast = (a: string, b: ReturnType<typeof colord>) => b.contrast(a);

describe('underOverlay', () => {
  it('darkens the background as black at that opacity drawn over it', () => {
    expect(underOverlay(colord('#ffffff'), 0.1).rgba).toMatchObject({
      r: 229.5,
      g: 229.5,
      b: 229.5,
    });
    expect(underOverlay(dark, 0).toHex()).toBe('#282a36');
  });
});

describe('withContrast', () => {
  it('keeps a colour that already passes', () => {
    expect(withContrast('#393A34', [light])).toBe('#393A34');
  });

  it('darkens a colour on a light background until it reaches 4.5:1, on every background given', () => {
    const backgrounds = [light, underOverlay(light, 0.1)];
    const fixed = withContrast('#36acaa', backgrounds);
    expect(fixed).not.toBe('#36acaa');
    for (const bg of backgrounds) expect(contrast(fixed, bg)).toBeGreaterThanOrEqual(4.5);
    // still the same hue family: more green-blue than red
    const { r, g, b } = colord(fixed).rgba;
    expect(g).toBeGreaterThan(r);
    expect(b).toBeGreaterThan(r);
  });

  it('lightens a colour on a dark background (Dracula comments)', () => {
    const fixed = withContrast('#6272a4', [dark]);
    expect(contrast(fixed, dark)).toBeGreaterThanOrEqual(4.5);
    expect(colord(fixed).luminance()).toBeGreaterThan(colord('#6272a4').luminance());
  });

  it("gives the site's colours as before, in steps of 1% of the lightness (or of its way to white)", () => {
    const github = colord(themes.github.plain.backgroundColor!);
    const dracula = colord(themes.dracula.plain.backgroundColor!);
    expect(withContrast('#999988', [github, underOverlay(github, 0.1)])).toBe('#646455');
    expect(withContrast('#6272a4', [dracula, underOverlay(dracula, 0.3)])).toBe('#8390b7');
  });

  it('leaves colours it cannot read alone', () => {
    expect(withContrast('currentColor', [light])).toBe('currentColor');
  });
});
