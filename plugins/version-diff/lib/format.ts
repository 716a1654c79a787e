/** How accepted types read in the migration table and the notes: `boolean`, `"auto"`, "one of 8 strings". Pure. */

/** Listed one by one up to this many; more string values read as "one of N strings". */
const MAX_LISTED_STRINGS = 5;

const RANK = [
  'boolean',
  'true',
  'false',
  'string',
  '"',
  'number',
  'object',
  'array',
  'function',
  'RegExp',
  'null',
];
const rank = (token: string) => {
  const index = RANK.findIndex((prefix) =>
    prefix === '"' ? token.startsWith('"') : token === prefix,
  );
  return index === -1 ? RANK.length : index;
};

/** The display tokens of a canonical type list: `boolean` for true and false, long string enums counted, TypeScript types shortened. */
export function typeTokens(types: readonly string[]): string[] {
  const set = new Set(types);
  const tokens: string[] = [];
  if (set.has('true') && set.has('false')) {
    set.delete('true');
    set.delete('false');
    tokens.push('boolean');
  }
  const strings = [...set].filter((type) => type.startsWith('"'));
  if (strings.length > MAX_LISTED_STRINGS) {
    for (const value of strings) set.delete(value);
    tokens.push(`one of ${strings.length} strings`);
  }
  for (const type of set) tokens.push(type.includes(' ') ? type.split(' ')[0]! : type);
  return tokens.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

export const code = (token: string) => (token.startsWith('one of ') ? token : `\`${token}\``);

/** `a`, `a or b`, `a, b or c`. */
export function listText(items: readonly string[], conjunction = 'or'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;
}
