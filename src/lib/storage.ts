/**
 * localStorage can be missing or throw (private modes, disabled cookies,
 * sandboxed iframes). Everything that persists state checks first.
 */
const TEST_KEY = '__webpack_docs_storage_test__';

export function storageAvailable(getStorage: () => Storage | undefined = () => globalThis.localStorage): boolean {
  try {
    const storage = getStorage();
    if (!storage) return false;
    storage.setItem(TEST_KEY, TEST_KEY);
    storage.removeItem(TEST_KEY);
    return true;
  } catch {
    return false;
  }
}

export function readStorage(key: string, getStorage: () => Storage | undefined = () => globalThis.localStorage): string | null {
  if (!storageAvailable(getStorage)) return null;
  return getStorage()!.getItem(key);
}

export function writeStorage(
  key: string,
  value: string,
  getStorage: () => Storage | undefined = () => globalThis.localStorage,
): boolean {
  if (!storageAvailable(getStorage)) return false;
  try {
    getStorage()!.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}
