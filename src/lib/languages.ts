/**
 * The translated sites live on their own hosts with the same paths, so the
 * language switcher keeps the reader's path and hash.
 */
export interface Language {
  code: string;
  label: string;
  host: string;
}

export function languageHref(host: string, pathname: string, hash: string): string {
  return `${host.replace(/\/+$/, '')}${pathname}${hash}`;
}
