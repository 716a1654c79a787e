/**
 * The entry chunk carries V8's compile hint on its first line (plugins/chunk-loading/compileHints.ts),
 * so a browser compiles it off the main thread while it streams in; no other script does (a route
 * chunk compiled eagerly would spend a phone's CPU on code the page may never run).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { DomUtils, parseDocument } from 'htmlparser2';
import { COMPILE_HINT } from '../../plugins/chunk-loading/compileHints';
import { BUILD_DIR, buildFiles, relative } from './build';

const firstLine = (text: string) => text.slice(0, text.indexOf('\n'));
// The entry scripts are preloaded in <head> and run after the first paint (plugins/chunk-loading).
// Read with a parser, so quoted or unquoted attributes (minifiers differ) read the same.
const entryOf = (htmlFile: string) =>
  DomUtils.findAll(
    (element) =>
      element.name === 'link' &&
      element.attribs.rel === 'preload' &&
      element.attribs.as === 'script' &&
      /^\/assets\/js\/main\.[0-9a-f]+\.js$/.test(element.attribs.href ?? ''),
    parseDocument(fs.readFileSync(htmlFile, 'utf8')).children,
  )[0]?.attribs.href;

describe('compile hints', () => {
  it('the entry chunk every page loads starts with the hint, in every encoding the server may send', () => {
    const entries = new Set(
      ['index.html', 'concepts/entry-points/index.html', '404.html'].map((page) =>
        entryOf(path.join(BUILD_DIR, page)),
      ),
    );
    expect(entries.size).toBe(1);
    const [entry] = [...entries];
    expect(entry).toBeDefined();
    const file = path.join(BUILD_DIR, entry!);
    expect(firstLine(fs.readFileSync(file, 'utf8'))).toBe(COMPILE_HINT);
    if (fs.existsSync(`${file}.br`))
      expect(firstLine(zlib.brotliDecompressSync(fs.readFileSync(`${file}.br`)).toString())).toBe(
        COMPILE_HINT,
      );
    if (fs.existsSync(`${file}.gz`))
      expect(firstLine(zlib.gunzipSync(fs.readFileSync(`${file}.gz`)).toString())).toBe(
        COMPILE_HINT,
      );
  });

  it('no other script carries it', () => {
    const hinted = buildFiles('.js')
      .filter((file) => fs.readFileSync(file, 'utf8').includes(COMPILE_HINT))
      .map(relative);
    expect(hinted).toHaveLength(1);
    expect(hinted[0]).toMatch(/^assets\/js\/main\.[0-9a-f]+\.js$/);
  });
});
