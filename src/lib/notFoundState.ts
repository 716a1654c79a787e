/**
 * Whether the page on screen is the not-found page, for the site metadata (which renders before
 * the page content and so cannot get it from React context). The not-found content marks it while
 * it is mounted; the static 404 page is recognised by its path when rendered at build time.
 */
type Listener = () => void;

let notFound = false;
const listeners = new Set<Listener>();

export const NOT_FOUND_BUILD_PATH = '/404.html';

export function subscribeNotFound(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isNotFoundShown(): boolean {
  return notFound;
}

export function setNotFoundShown(value: boolean): void {
  if (notFound === value) return;
  notFound = value;
  listeners.forEach((listener) => listener());
}

/** Is `pathname` the not-found page as the build renders it (`/404.html`, with or without a slash)? */
export function isNotFoundBuildPath(pathname: string): boolean {
  return pathname.replace(/\/$/, '') === NOT_FOUND_BUILD_PATH;
}
