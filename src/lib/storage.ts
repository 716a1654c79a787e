/**
 * localStorage can be missing or throw (private modes, disabled cookies, sandboxed iframes,
 * a full quota). Reads and writes catch that and degrade: a read gives null, a write false.
 * Nothing probes storage with a test write first: a read needs none, and a write finds out by
 * trying (the probe cost two storage writes on every page view, while the page hydrated).
 */
type GetStorage = () => Storage | undefined;

const localStorage: GetStorage = () => globalThis.localStorage;

export function readStorage(key: string, getStorage: GetStorage = localStorage): string | null {
  try {
    return getStorage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string, getStorage: GetStorage = localStorage): boolean {
  try {
    const storage = getStorage();
    if (!storage) return false;
    storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}
