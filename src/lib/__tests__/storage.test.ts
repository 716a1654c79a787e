import { readStorage, writeStorage } from '../storage';

class MemoryStorage implements Storage {
  readonly map = new Map<string, string>();
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

class FullStorage extends MemoryStorage {
  override setItem(): void {
    throw new Error('QuotaExceededError');
  }
}

const denied = (): Storage => {
  throw new Error('SecurityError');
};

describe('storage', () => {
  it('reads and writes through, without writing anything else', () => {
    const storage = new MemoryStorage();
    expect(readStorage('theme', () => storage)).toBeNull();
    expect(writeStorage('theme', 'dark', () => storage)).toBe(true);
    expect(readStorage('theme', () => storage)).toBe('dark');
    expect(storage.length).toBe(1);
  });

  it('still reads what a full storage holds, and reports its failed write', () => {
    const storage = new FullStorage();
    storage.map.set('theme', 'dark');
    expect(readStorage('theme', () => storage)).toBe('dark');
    expect(writeStorage('theme', 'light', () => storage)).toBe(false);
    expect(readStorage('theme', () => storage)).toBe('dark');
  });

  it('degrades to null and false when storage is missing or denied', () => {
    expect(readStorage('theme', () => undefined)).toBeNull();
    expect(writeStorage('theme', 'dark', () => undefined)).toBe(false);
    expect(readStorage('theme', denied)).toBeNull();
    expect(writeStorage('theme', 'dark', denied)).toBe(false);
  });
});
