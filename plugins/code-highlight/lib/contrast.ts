/**
 * WCAG contrast for code colours: the site keeps its Prism palettes (GitHub light, Dracula dark)
 * but any token colour below 4.5:1 against the code background is moved, in lightness only,
 * until it reaches it. Hue and saturation stay, so the palette still reads as itself.
 */

export type Rgb = readonly [number, number, number];

/** Parses #rgb, #rrggbb, #rrggbbaa, rgb(r, g, b) and rgba(r, g, b, a) (alpha is ignored). */
export function parseColor(color: string): Rgb | null {
  const value = color.trim().toLowerCase();
  const hex = value.match(/^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/);
  if (hex) {
    const digits =
      hex[1]!.length === 3 ? [...hex[1]!].map((d) => d + d).join('') : hex[1]!.slice(0, 6);
    return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as unknown as Rgb;
  }
  const rgb = value.match(/^rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)/);
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  return null;
}

export function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

/** WCAG 2 relative luminance. */
export function luminance([r, g, b]: Rgb): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** `color` drawn over `background` with `alpha` (e.g. a highlighted-line overlay). */
export function blend(color: Rgb, alpha: number, background: Rgb): Rgb {
  return [0, 1, 2].map((i) => color[i]! * alpha + background[i]! * (1 - alpha)) as unknown as Rgb;
}

function toHsl([r, g, b]: Rgb): [number, number, number] {
  const [rs, gs, bs] = [r / 255, g / 255, b / 255];
  const max = Math.max(rs, gs, bs);
  const min = Math.min(rs, gs, bs);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h =
    max === rs
      ? (gs - bs) / d + (gs < bs ? 6 : 0)
      : max === gs
        ? (bs - rs) / d + 2
        : (rs - gs) / d + 4;
  return [h / 6, s, l];
}

function fromHsl([h, s, l]: [number, number, number]): Rgb {
  if (s === 0) return [l * 255, l * 255, l * 255];
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const hue = (t: number) => {
    const u = t < 0 ? t + 1 : t > 1 ? t - 1 : t;
    if (u < 1 / 6) return p + (q - p) * 6 * u;
    if (u < 1 / 2) return q;
    if (u < 2 / 3) return p + (q - p) * (2 / 3 - u) * 6;
    return p;
  };
  return [hue(h + 1 / 3) * 255, hue(h) * 255, hue(h - 1 / 3) * 255];
}

/**
 * The colour itself when it reaches `minimum` against every background; otherwise the nearest
 * lightness (darker on light backgrounds, lighter on dark ones) that does, as #rrggbb.
 * Unparseable colours are returned unchanged.
 */
export function withContrast(color: string, backgrounds: readonly Rgb[], minimum = 4.5): string {
  const rgb = parseColor(color);
  if (!rgb || backgrounds.length === 0) return color;
  const worst = (candidate: Rgb) =>
    Math.min(...backgrounds.map((bg) => contrastRatio(candidate, bg)));
  if (worst(rgb) >= minimum) return color;
  const darkBackground = Math.max(...backgrounds.map(luminance)) < 0.18;
  const [h, s, l] = toHsl(rgb);
  for (let step = 1; step <= 100; step += 1) {
    const lightness = darkBackground ? l + ((1 - l) * step) / 100 : l - (l * step) / 100;
    const candidate = fromHsl([h, s, lightness]).map(Math.round) as unknown as Rgb;
    if (worst(candidate) >= minimum) return toHex(candidate);
  }
  return darkBackground ? '#ffffff' : '#000000';
}
