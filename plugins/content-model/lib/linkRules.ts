/**
 * The one URL check for every link field of front matter (`related[].url`, `source`, `edit`, `repo`)
 * and the calendar-date check for posts. Framework-free; the content model calls them per file.
 */

export interface LinkUrlOptions {
  /** Only an absolute http(s) URL (package links); otherwise a site path is accepted too. */
  absolute?: boolean;
}

/**
 * Why a link URL is refused, or null when it is fine. A site path starts with one `/` followed by
 * neither `/` nor `\`, raw or percent-encoded (browsers read `/\evil.com` and `/%5Cevil.com` as
 * another host once decoded); an absolute URL is http(s) with a host and no whitespace or backslash.
 */
export function checkLinkUrl(value: string, options: LinkUrlOptions = {}): string | null {
  if (/[\s\\]/.test(value)) return 'must not contain whitespace or a backslash';
  if (/%(?![0-9a-f]{2})/i.test(value)) return 'has a malformed percent-encoding';
  if (/%5c/i.test(value)) return 'must not contain an encoded backslash (%5C)';
  if (value.startsWith('/')) {
    if (options.absolute) return 'must be an absolute http(s) URL';
    let decoded: string;
    try {
      decoded = decodeURIComponent(value);
    } catch {
      return 'has a malformed percent-encoding';
    }
    if (/^\/[/\\]/.test(decoded))
      return 'must be a site path starting with a single "/" (it would lead to another host)';
    return null;
  }
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    return options.absolute
      ? 'must be an absolute http(s) URL'
      : 'must be a site path ("/concepts/") or an absolute http(s) URL';
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return 'must use http or https';
  if (!parsed.hostname || !/^https?:\/\/[^/?#]/i.test(value)) return 'must name a host';
  return null;
}

/** `YYYY-MM-DD` that exists on the calendar (no 2026-02-30). */
export function isCalendarDay(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** A post date: `YYYY-MM-DD`, optionally followed by an ISO time, naming a real day. */
export function isCalendarDate(value: string): boolean {
  const match =
    /^(\d{4})-(\d{2})-(\d{2})(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/.exec(
      value,
    );
  if (!match) return false;
  if (!isCalendarDay(Number(match[1]), Number(match[2]), Number(match[3]))) return false;
  return !Number.isNaN(Date.parse(value));
}
