import {
  isNotFoundBuildPath,
  isNotFoundShown,
  setNotFoundShown,
  subscribeNotFound,
} from '../notFoundState';

describe('notFoundState', () => {
  it('tells subscribers when the not-found page comes and goes, once per change', () => {
    const seen: boolean[] = [];
    const stop = subscribeNotFound(() => seen.push(isNotFoundShown()));
    setNotFoundShown(true);
    setNotFoundShown(true);
    setNotFoundShown(false);
    stop();
    setNotFoundShown(true);
    expect(seen).toEqual([true, false]);
    setNotFoundShown(false);
  });

  it('recognises the build path of the 404 page only', () => {
    expect(isNotFoundBuildPath('/404.html')).toBe(true);
    expect(isNotFoundBuildPath('/404.html/')).toBe(true);
    expect(isNotFoundBuildPath('/concepts/')).toBe(false);
  });
});
