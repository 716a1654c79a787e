import { languageHref } from '../languages';

describe('languageHref', () => {
  it('keeps path and hash on the other host', () => {
    expect(languageHref('https://webpack.kr', '/configuration/output/', '#outputfilename')).toBe(
      'https://webpack.kr/configuration/output/#outputfilename',
    );
  });

  it('does not double the slash when the host has one', () => {
    expect(languageHref('https://webpack.docschina.org/', '/', '')).toBe(
      'https://webpack.docschina.org/',
    );
  });
});
