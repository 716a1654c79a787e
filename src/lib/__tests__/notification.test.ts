import {
  isNotificationDismissed,
  NOTIFICATION_STORAGE_KEY,
  NOTIFICATION_VERSION,
  readNotificationDismissed,
  storeNotificationDismissed,
} from '../notification';

function memoryStorage(initial: Record<string, string> = {}): Storage {
  const map = new Map(Object.entries(initial));
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, String(value)),
  };
}

describe('notification dismissal (spec §4, §5)', () => {
  it('is version 3', () => {
    expect(NOTIFICATION_VERSION).toBe('3');
  });

  it('counts as dismissed only when the stored value equals the version', () => {
    expect(isNotificationDismissed('3')).toBe(true);
    for (const value of ['2', '4', ' 3', '', 'true', null, undefined])
      expect(isNotificationDismissed(value)).toBe(false);
  });

  it('stores the version on dismissal and reads it back', () => {
    const storage = memoryStorage();
    expect(readNotificationDismissed(() => storage)).toBe(false);
    expect(storeNotificationDismissed(() => storage)).toBe(true);
    expect(storage.getItem(NOTIFICATION_STORAGE_KEY)).toBe('3');
    expect(readNotificationDismissed(() => storage)).toBe(true);
  });

  it('shows the bar again for a dismissal of an older version', () => {
    expect(
      readNotificationDismissed(() => memoryStorage({ [NOTIFICATION_STORAGE_KEY]: '2' })),
    ).toBe(false);
  });

  it('survives storage that is missing or throws', () => {
    const throwing = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    expect(readNotificationDismissed(throwing)).toBe(false);
    expect(storeNotificationDismissed(throwing)).toBe(false);
    expect(readNotificationDismissed(() => undefined)).toBe(false);
    expect(storeNotificationDismissed(() => undefined)).toBe(false);
  });
});
