import { isEditable, isOpenShortcut, nextActive } from '../lib/keyboard';

const key = (
  k: string,
  mods: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean }> = {},
) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...mods,
});
const body = { tagName: 'BODY' };

describe('isOpenShortcut', () => {
  it('opens on Ctrl+K and Cmd+K, even from a field', () => {
    expect(isOpenShortcut(key('k', { ctrlKey: true }), body)).toBe(true);
    expect(isOpenShortcut(key('K', { metaKey: true }), { tagName: 'INPUT' })).toBe(true);
    expect(isOpenShortcut(key('k', { ctrlKey: true, altKey: true }), body)).toBe(false);
    expect(isOpenShortcut(key('k'), body)).toBe(false);
  });

  it("opens on '/' unless the reader is typing", () => {
    expect(isOpenShortcut(key('/'), body)).toBe(true);
    expect(isOpenShortcut(key('/'), null)).toBe(true);
    expect(isOpenShortcut(key('/'), { tagName: 'TEXTAREA' })).toBe(false);
    expect(isOpenShortcut(key('/'), { tagName: 'DIV', isContentEditable: true })).toBe(false);
    expect(isOpenShortcut(key('/', { ctrlKey: true }), body)).toBe(false);
  });
});

describe('isEditable', () => {
  it('knows fields', () => {
    expect(['INPUT', 'textarea', 'SELECT'].map((tagName) => isEditable({ tagName }))).toEqual([
      true,
      true,
      true,
    ]);
    expect(isEditable({ tagName: 'A' })).toBe(false);
    expect(isEditable(undefined)).toBe(false);
  });
});

describe('nextActive', () => {
  it('moves down and up through the results, wrapping at both ends', () => {
    expect(nextActive(-1, 3, 'ArrowDown')).toBe(0);
    expect(nextActive(0, 3, 'ArrowDown')).toBe(1);
    expect(nextActive(2, 3, 'ArrowDown')).toBe(0);
    expect(nextActive(0, 3, 'ArrowUp')).toBe(2);
    expect(nextActive(2, 3, 'ArrowUp')).toBe(1);
  });

  it('keeps the active result in range when the list shrinks, and has none for no results', () => {
    expect(nextActive(5, 2, 'x')).toBe(1);
    expect(nextActive(0, 0, 'ArrowDown')).toBe(-1);
  });
});
