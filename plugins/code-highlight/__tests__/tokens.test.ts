import { normalizeTokens } from 'prism-react-renderer';
import { codeExtent, isPlainText, plainLines, tokenProps, withPlainText } from '../lib/tokens';

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
    expect(tokenProps({ types: ['keyword', 'module'], content: 'import' })).toEqual({
      className: 'token keyword module',
    });
  });

  it('names each type once (nested diff tokens repeat theirs)', () => {
    expect(
      tokenProps({ types: ['unchanged', 'prefix', 'unchanged'], content: ' ' }).className,
    ).toBe('token unchanged prefix');
  });

  it('keeps an empty token one line high', () => {
    expect(tokenProps({ types: ['plain'], content: '\n', empty: true }).style).toEqual({
      display: 'inline-block',
    });
  });
});

describe('codeExtent', () => {
  it('counts lines (any line ending, empty ones too) and the longest line in columns', () => {
    expect(codeExtent('const a = 1;\n\nmodule.exports = { a };')).toEqual({
      lines: 3,
      columns: 23,
    });
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

describe('withPlainText', () => {
  const styled = new Set(['keyword', 'string']);
  const text = (lines: { content: string }[][]) =>
    lines.map((line) => line.map((token) => token.content).join(''));

  it('merges tokens without a styled type into the plain text beside them', () => {
    const line = [
      { types: ['keyword'], content: 'const' },
      { types: ['plain'], content: ' a ' },
      { types: ['operator'], content: '=' },
      { types: ['plain'], content: ' ' },
      { types: ['string'], content: "'b'" },
      { types: ['punctuation'], content: ';' },
    ];
    expect(withPlainText([line], styled)).toEqual([
      [
        { types: ['keyword'], content: 'const' },
        { types: ['plain'], content: ' a = ' },
        { types: ['string'], content: "'b'" },
        { types: ['plain'], content: ';' },
      ],
    ]);
  });

  it('keeps a token with any styled type, even nested under unstyled ones', () => {
    const line = [{ types: ['template-string', 'string'], content: '`x`' }];
    expect(withPlainText([line], styled)).toEqual([line]);
  });

  it("keeps an empty line's token, which holds the line's height", () => {
    const lines = normalizeTokens(['a\n\nb']);
    expect(withPlainText(lines, styled)[1]).toEqual([
      { types: ['plain'], content: '\n', empty: true },
    ]);
  });

  it('keeps the text of every line exactly', () => {
    const lines = normalizeTokens([
      'x',
      { type: 'keyword', content: 'if' } as never,
      ' (y) {\n  z();\n}',
    ]);
    expect(text(withPlainText(lines, styled))).toEqual(text(lines));
  });
});

describe('isPlainText', () => {
  it('is true for plain tokens only, and not for an empty line', () => {
    expect(isPlainText({ types: ['plain'], content: 'a' })).toBe(true);
    expect(isPlainText({ types: ['plain'], content: '\n', empty: true })).toBe(false);
    expect(isPlainText({ types: ['punctuation'], content: ';' })).toBe(false);
  });
});
