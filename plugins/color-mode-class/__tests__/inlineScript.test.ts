import vm from 'node:vm';
import { inlineScript } from '..';

function run(storage: Partial<Storage> | (() => never)) {
  const classes = new Set<string>();
  const attributes = new Map<string, string>();
  const context = {
    window: {} as Record<string, unknown>,
    document: {
      documentElement: {
        classList: { add: (c: string) => classes.add(c) },
        setAttribute: (name: string, value: string) => attributes.set(name, value),
      },
    },
  };
  if (typeof storage === 'function') {
    Object.defineProperty(context.window, 'localStorage', { get: storage });
  } else {
    context.window.localStorage = storage;
  }
  vm.runInNewContext(inlineScript('theme'), context);
  return { classes, theme: attributes.get('data-theme') };
}

function memory(initial: Record<string, string>): Partial<Storage> {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

describe('color mode inline script', () => {
  it('adds the dark class when the stored theme is dark', () => {
    expect(run(memory({ theme: 'dark' }))).toEqual({ classes: new Set(['dark']), theme: 'dark' });
  });

  it('adds nothing for light or no stored theme', () => {
    expect(run(memory({ theme: 'light' }))).toEqual({ classes: new Set(), theme: 'light' });
    expect(run(memory({}))).toEqual({ classes: new Set(), theme: 'light' });
  });

  it('only reads storage: a full storage (writes throw) still gives the stored theme', () => {
    const full = {
      ...memory({ theme: 'dark' }),
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('no writes expected');
      },
    };
    expect(run(full)).toEqual({ classes: new Set(['dark']), theme: 'dark' });
  });

  it('falls back to light without throwing when storage is unavailable', () => {
    expect(
      run(() => {
        throw new Error('SecurityError');
      }),
    ).toEqual({ classes: new Set(), theme: 'light' });
  });
});
