import vm from 'node:vm';
import { inlineScript } from '..';
import { NOTIFICATION_STORAGE_KEY } from '../../../src/lib/notification';

function run(getItem: () => string | null, options: { storageThrows?: boolean } = {}) {
  const attributes = new Map<string, string>();
  const window: Record<string, unknown> = {};
  if (options.storageThrows) {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new Error('SecurityError');
      },
    });
  } else {
    window.localStorage = { getItem };
  }
  vm.runInNewContext(inlineScript(), {
    window,
    document: {
      documentElement: {
        setAttribute: (name: string, value: string) => attributes.set(name, value),
      },
    },
  });
  return attributes;
}

describe('notification bar head script', () => {
  it('marks <html> when version 3 was dismissed', () => {
    const asked: string[] = [];
    const attributes = run(() => {
      asked.push('x');
      return '3';
    });
    expect(attributes.has('data-notification-dismissed')).toBe(true);
    expect(asked).toHaveLength(1);
    expect(inlineScript()).toContain(JSON.stringify(NOTIFICATION_STORAGE_KEY));
  });

  it('leaves <html> alone for no dismissal or an older one', () => {
    expect(run(() => null).size).toBe(0);
    expect(run(() => '2').size).toBe(0);
  });

  it('does not throw when storage is unavailable', () => {
    expect(run(() => null, { storageThrows: true }).size).toBe(0);
  });
});
