import { blend, contrastRatio, parseColor, toHex, withContrast } from '../lib/contrast';

const WHITE = [255, 255, 255] as const;
const BLACK = [0, 0, 0] as const;

describe('parseColor', () => {
  it('reads hex (3, 6 and 8 digits) and rgb()/rgba()', () => {
    expect(parseColor('#fff')).toEqual([255, 255, 255]);
    expect(parseColor('#36ACAA')).toEqual([54, 172, 170]);
    expect(parseColor('#28293680')).toEqual([40, 41, 54]);
    expect(parseColor('rgb(54, 172, 170)')).toEqual([54, 172, 170]);
    expect(parseColor('rgba(0,0,0,0.3)')).toEqual([0, 0, 0]);
  });

  it('returns null for what it cannot read', () => {
    expect(parseColor('inherit')).toBeNull();
    expect(parseColor('#12')).toBeNull();
  });
});

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio(BLACK, WHITE)).toBeCloseTo(21, 5);
    expect(contrastRatio([54, 172, 170], [54, 172, 170])).toBe(1);
  });

  it('matches a known pair (GitHub theme teal on its background: 2.58)', () => {
    expect(contrastRatio(parseColor('#36acaa')!, parseColor('#f6f8fa')!)).toBeCloseTo(2.58, 2);
  });
});

describe('withContrast', () => {
  const light = parseColor('#f6f8fa')!;
  const dark = parseColor('#282a36')!;

  it('keeps a colour that already passes', () => {
    expect(withContrast('#393A34', [light])).toBe('#393A34');
  });

  it('darkens a colour on a light background until it reaches 4.5:1, on every background given', () => {
    const backgrounds = [light, blend(BLACK, 0.1, light)];
    const fixed = withContrast('#36acaa', backgrounds);
    expect(fixed).not.toBe('#36acaa');
    for (const bg of backgrounds)
      expect(contrastRatio(parseColor(fixed)!, bg)).toBeGreaterThanOrEqual(4.5);
    // still the same hue family: more green-blue than red
    const [r, g, b] = parseColor(fixed)!;
    expect(g).toBeGreaterThan(r);
    expect(b).toBeGreaterThan(r);
  });

  it('lightens a colour on a dark background (Dracula comments)', () => {
    const fixed = withContrast('#6272a4', [dark]);
    expect(contrastRatio(parseColor(fixed)!, dark)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(parseColor(fixed)!, WHITE)).toBeLessThan(
      contrastRatio(parseColor('#6272a4')!, WHITE),
    );
  });

  it('leaves colours it cannot read alone', () => {
    expect(withContrast('currentColor', [light])).toBe('currentColor');
  });

  it('formats as #rrggbb', () => {
    expect(toHex([1, 2, 255])).toBe('#0102ff');
  });
});
