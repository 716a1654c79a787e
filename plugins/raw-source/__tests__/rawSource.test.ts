import vm from 'node:vm';
import rawSourcePlugin, { RAW_QUERY, RAW_SOURCE_LOADER } from '..';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const loader = require(RAW_SOURCE_LOADER) as (source: string | Buffer) => string;

/** Evaluates the loader's ES module output and returns its default export. */
function defaultExport(moduleSource: string): unknown {
  const context: { result?: unknown } = {};
  vm.runInNewContext(moduleSource.replace(/^export default /, 'result = '), context);
  return context.result;
}

describe('raw-source loader', () => {
  it('exports the file text unchanged, quotes, backticks, template braces and all', () => {
    const source =
      'const s = `Hello, ${name}!`;\n// "quoted" and \'single\' \\ backslash\n</script>\n';
    expect(defaultExport(loader(source))).toBe(source);
  });

  it('reads buffers as UTF-8', () => {
    expect(defaultExport(loader(Buffer.from('grüße ✓\n', 'utf8')))).toBe('grüße ✓\n');
  });
});

describe('raw-source plugin', () => {
  it('adds one pre-loader rule for ?raw imports only', () => {
    const plugin = rawSourcePlugin();
    const configure = plugin.configureWebpack as unknown as () => {
      module: { rules: Record<string, unknown>[] };
    };
    const { rules } = configure().module;
    expect(rules).toEqual([
      { resourceQuery: RAW_QUERY, enforce: 'pre', use: [{ loader: RAW_SOURCE_LOADER }] },
    ]);
    expect(RAW_QUERY.test('?raw')).toBe(true);
    expect(RAW_QUERY.test('')).toBe(false);
    expect(RAW_QUERY.test('?rawish')).toBe(false);
  });
});
