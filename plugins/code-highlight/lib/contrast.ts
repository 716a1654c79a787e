import { colord, extend, type Colord } from 'colord';
import a11y from 'colord/plugins/a11y';

extend([a11y]);

/** `background` under black at `alpha` (the highlighted-line overlay). */
export function underOverlay(background: Colord, alpha: number): Colord {
  const { r, g, b } = background.rgba;
  return colord({ r: r * (1 - alpha), g: g * (1 - alpha), b: b * (1 - alpha) });
}

/**
 * The colour itself when it reaches `minimum` contrast against every background; otherwise the
 * nearest HSL lightness (darker on light backgrounds, lighter on dark ones) that does, as #rrggbb.
 * Unparseable colours are returned unchanged.
 */
export function withContrast(color: string, backgrounds: readonly Colord[], minimum = 4.5): string {
  const start = colord(color);
  const passes = (candidate: Colord) =>
    backgrounds.every((bg) => bg.contrast(candidate) >= minimum);
  if (!start.isValid() || passes(start)) return color;
  const darkBackground = backgrounds.every((bg) => bg.luminance() < 0.18);
  // Lightening by a share of the way to white is darkening the inverse colour by that share.
  const base = darkBackground ? start.invert() : start;
  for (let step = 1; step <= 100; step += 1) {
    const darker = base.darken(step / 100, { relative: true });
    const candidate = colord((darkBackground ? darker.invert() : darker).toHex());
    if (passes(candidate)) return candidate.toHex();
  }
  return darkBackground ? '#ffffff' : '#000000';
}
