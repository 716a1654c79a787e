import { describe, expect, it } from '@jest/globals';
import { assertMenuBudget, formatBytes, pageFiles, sized, totalBytes } from '../lib/lists';

const PAGE = `<!doctype html><html><head>
<link rel=stylesheet href=/assets/css/styles.46d9ccc7.css>
<link rel=preload as=script fetchpriority=low data-entry href=/assets/js/runtime~main.118ff246.js>
<link rel=preload as=script fetchpriority=low data-entry href=/assets/js/main.44d19d21.js>
<link rel=preload as=image href=/img/logo.svg />
<link data-rh=true rel=alternate type=text/markdown href=/guides/index.md title=Markdown />
</head><body>
<img src=/assets/images/diagram-0a1b2c.png alt="">
<img alt="" src="/img/logo.svg?v=2">
<img src="https://example.com/remote.png" alt="">
<img src="//cdn.example.com/x.png" alt="">
</body></html>`;

describe('pageFiles', () => {
  it('lists the same-site stylesheets, scripts and images a built page shows and hydrates with, once each', () => {
    expect(pageFiles(PAGE)).toEqual([
      '/assets/css/styles.46d9ccc7.css',
      '/assets/js/runtime~main.118ff246.js',
      '/assets/js/main.44d19d21.js',
      '/assets/images/diagram-0a1b2c.png',
      '/img/logo.svg',
    ]);
  });
});

describe('sized', () => {
  const sizes: Record<string, number> = { '/a/': 10, '/b.js': 5 };
  it('keeps each file once, in first-seen order, with its size', () => {
    expect(sized(['/a/', '/b.js', '/a/'], (file) => sizes[file], 'x')).toEqual([
      ['/a/', 10],
      ['/b.js', 5],
    ]);
    expect(
      totalBytes([
        ['/a/', 10],
        ['/b.js', 5],
      ]),
    ).toBe(15);
  });

  it('fails naming the list and the file the build lacks', () => {
    expect(() =>
      sized(['/a/', '/gone.js'], (file) => sizes[file], "webpack 5's saved copy"),
    ).toThrow("webpack 5's saved copy needs /gone.js, which is not in the build");
  });
});

describe('assertMenuBudget', () => {
  it('passes a menu within the budget and fails one over it, naming the heaviest files', () => {
    expect(() =>
      assertMenuBudget(
        [
          ['/a/', 600],
          ['/b.js', 400],
        ],
        1000,
      ),
    ).not.toThrow();
    expect(() =>
      assertMenuBudget(
        [
          ['/a/', 600],
          ['/b.js', 401],
        ],
        1000,
      ),
    ).toThrow(/weigh 1 kB, over the 1 kB .*Heaviest: \/a\/ \(600 bytes\), \/b\.js \(401 bytes\)/);
  });
});

describe('formatBytes', () => {
  it('shows decimal units, as browsers show storage', () => {
    expect(formatBytes(512)).toBe('512 bytes');
    expect(formatBytes(542_302)).toBe('542 kB');
    expect(formatBytes(20_242_694)).toBe('20.2 MB');
  });
});
