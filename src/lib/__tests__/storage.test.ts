import { readStorage, storageAvailable, writeStorage } from '../storage';

class MemoryStorage implements Storage {
  private map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  clear() {
    this.map.clear();
  }
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  key(index: number) {
    return [...this.map.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
  setItem(key: string, value: string) {
    this.map.set(key, value);
  }
}

class ThrowingStorage extends MemoryStorage {
  override setItem(): void {
    throw new Error('QuotaExceededError');
  }
}

describe('storage', () => {
  it('reports a working storage as available and leaves no test key behind', () => {
    const storage = new MemoryStorage();
    expect(storageAvailable(() => storage)).toBe(true);
    expect(storage.length).toBe(0);
  });

  it('reports missing or throwing storage as unavailable', () => {
    expect(storageAvailable(() => undefined)).toBe(false);
    expect(storageAvailable(() => new ThrowingStorage())).toBe(false);
    expect(
      storageAvailable(() => {
        throw new Error('SecurityError');
      }),
    ).toBe(false);
  });

  it('reads and writes through, and degrades to null/false when unavailable', () => {
    const storage = new MemoryStorage();
    expect(writeStorage('theme', 'dark', () => storage)).toBe(true);
    expect(readStorage('theme', () => storage)).toBe('dark');
    expect(writeStorage('theme', 'dark', () => new ThrowingStorage())).toBe(false);
    expect(readStorage('theme', () => undefined)).toBeNull();
  });
});
