import { normalizeTokens } from 'prism-react-renderer';
import { lineProps, plainLines, tokenProps } from '../lib/tokens';

describe('plainLines', () => {
  it.each([
    ['one line', 'const a = 1;'],
    ['several lines', 'a\nb\nc'],
    ['empty lines', 'a\n\n\nb'],
    ['a trailing newline', 'a\n'],
    ['CRLF and CR', 'a\r\nb\rc'],
    ['nothing', ''],
  ])('splits %s exactly as prism-react-renderer does for plain text', (_name, code) => {
    expect(plainLines(code)).toEqual(normalizeTokens([code]));
  });
});

describe('tokenProps', () => {
  it('gives classes only, no colours', () => {
    expect(tokenProps({ token: { types: ['keyword', 'module'], content: 'import' } })).toEqual({
      className: 'token keyword module',
      children: 'import',
    });
  });

  it('names each type once (nested diff tokens repeat theirs)', () => {
    expect(tokenProps({ token: { types: ['unchanged', 'prefix', 'unchanged'], content: ' ' } }).className).toBe('token unchanged prefix');
  });

  it('keeps an empty token one line high', () => {
    expect(tokenProps({ token: { types: ['plain'], content: '\n', empty: true } }).style).toEqual({ display: 'inline-block' });
  });

  it('passes extra classes and styles through', () => {
    expect(tokenProps({ token: { types: ['plain'], content: 'x' }, className: 'extra', style: { color: 'red' } })).toEqual({
      className: 'token plain extra',
      children: 'x',
      style: { color: 'red' },
    });
  });
});

describe('lineProps', () => {
  it('adds the token-line class and drops the line itself', () => {
    expect(lineProps({ line: [], className: 'theme-code-block-highlighted-line' })).toEqual({
      className: 'token-line theme-code-block-highlighted-line',
    });
  });
});
