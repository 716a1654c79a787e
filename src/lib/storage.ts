/**
 * localStorage can be missing or throw (private modes, disabled cookies, sandboxed iframes,
 * a full quota). Reads and writes catch that and degrade: a read gives null, a write false.
 * Nothing probes storage with a test write first: a read needs none, and a write finds out by
 * trying (the probe cost two storage writes on every page view, while the page hydrated).
 */
/** Where to read and write: the page's localStorage, or a stand-in in the tests. */
export type GetStorage = () => Storage | undefined;

const browserStorage: GetStorage = () => globalThis.localStorage;

export function readStorage(key: string, getStorage: GetStorage = browserStorage): string | null {
  try {
    return getStorage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(
  key: string,
  value: string,
  getStorage: GetStorage = browserStorage,
): boolean {
  try {
    const storage = getStorage();
    if (!storage) return false;
    storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}
