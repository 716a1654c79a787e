export const build = 'ES module build';

export function label(date, locale) {
  return `${locale.weekdays[date.getUTCDay()]}, ${date.toISOString().slice(0, 10)}`;
}
