import { normalizeTokens } from 'prism-react-renderer';
import { codeExtent, lineProps, plainLines, tokenProps } from '../lib/tokens';

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

describe('codeExtent', () => {
  it('counts lines (any line ending, empty ones too) and the longest line in columns', () => {
    expect(codeExtent('const a = 1;\n\nmodule.exports = { a };')).toEqual({ lines: 3, columns: 23 });
    expect(codeExtent('a\r\nbb\rccc')).toEqual({ lines: 3, columns: 3 });
    expect(codeExtent('')).toEqual({ lines: 1, columns: 0 });
  });

  it('expands tabs to the next stop of 8 and counts an astral character as one column', () => {
    expect(codeExtent('\tx')).toEqual({ lines: 1, columns: 9 });
    expect(codeExtent('abc\tx')).toEqual({ lines: 1, columns: 9 });
    expect(codeExtent('12345678\tx')).toEqual({ lines: 1, columns: 17 });
    expect(codeExtent('// 📦 bundle')).toEqual({ lines: 1, columns: 11 });
  });
});
