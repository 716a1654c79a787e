/**
 * versioned_docs/version-4/guides/installation.md: what `npx webpack --version`
 * prints with webpack-cli 3 (its own version), the Node.js versions the
 * packages declare, and webpack 4.47.0's own MD4 on Node.js 18 and later,
 * where Node.js's OpenSSL 3 refuses MD4.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { prepareV4Example, WEBPACK4_DIR } from '../../helpers/build-example';
import { runWebpackCli } from '../../helpers/run-webpack-cli';

jest.setTimeout(60_000);

function packageJson(name: string): { version: string; engines?: { node?: string } } {
  const file = require.resolve(`${name}/package.json`, { paths: [WEBPACK4_DIR] });
  return JSON.parse(fs.readFileSync(file, 'utf8')) as {
    version: string;
    engines?: { node?: string };
  };
}

describe('v4 installation', () => {
  test('npx webpack --version prints the version of webpack-cli 3, not of webpack', () => {
    const dir = prepareV4Example('v4/getting-started/step-2');
    const result = runWebpackCli(['--version'], dir, {}, { webpack: 4 });
    expect(result.status).toBe(0);
    expect(result.stdout.trim()).toBe('3.3.12');
  });

  test('webpack 4.47.0 and webpack-cli 3.3.12 declare Node.js 6.11.5 as their minimum', () => {
    expect(packageJson('webpack')).toMatchObject({
      version: '4.47.0',
      engines: { node: '>=6.11.5' },
    });
    expect(packageJson('webpack-cli')).toMatchObject({
      version: '3.3.12',
      engines: { node: '>=6.11.5' },
    });
  });

  test('webpack 4.47.0 hashes with MD4 on this Node.js, although Node.js itself refuses md4 here (OpenSSL 3)', () => {
    const refusal = (() => {
      try {
        crypto.createHash('md4');
        return undefined;
      } catch (error) {
        return (error as { code?: string }).code;
      }
    })();
    expect(refusal).toBe('ERR_OSSL_EVP_UNSUPPORTED');
    const webpackDir = path.dirname(
      require.resolve('webpack/package.json', { paths: [WEBPACK4_DIR] }),
    );
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const createHash = require(path.join(webpackDir, 'lib/util/createHash.js')) as (
      algorithm: string,
    ) => {
      update(data: string): { digest(encoding: string): string };
    };
    expect(createHash('md4').update('webpack').digest('hex')).toMatch(/^[0-9a-f]{32}$/);
  });
});
