import { diffResult } from '../diffCopy';

describe('diffResult', () => {
  it('keeps the code after the change, without the prefixes', () => {
    const diff = [
      '   module: {',
      '     rules: [',
      "-      use: [{ loader: 'url-loader' }],",
      "+      type: 'asset',",
      '+      parser: {},',
      '     ],',
      '   },',
    ];
    expect(diffResult(diff)).toBe(
      [
        '  module: {',
        '    rules: [',
        "      type: 'asset',",
        '      parser: {},',
        '    ],',
        '  },',
      ].join('\n'),
    );
  });

  it('drops file and hunk headers and the no-newline marker, keeps empty lines', () => {
    const diff = [
      '--- a/webpack.config.js',
      '+++ b/webpack.config.js',
      '@@ -1,3 +1,3 @@',
      ' a',
      '',
      '-b',
      '+c',
      '\\ No newline at end of file',
    ];
    expect(diffResult(diff)).toBe('a\n\nc');
  });

  it('drops a removed line even when it looks like a header, once the code has started', () => {
    expect(diffResult([' x', '--- y', '+z'])).toBe('x\nz');
  });
});
