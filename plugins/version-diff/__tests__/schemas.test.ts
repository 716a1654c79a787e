import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { readSchemas, schemaFile } from '../lib/schemas';

const SITE_DIR = path.resolve(__dirname, '../../..');

describe('readSchemas', () => {
  it('reads webpack 4 from tooling/webpack4 and webpack 5 from the site, whoever loads this module', () => {
    const { v4Version, v5Version } = readSchemas(SITE_DIR);
    expect(v4Version).toBe('4.47.0');
    expect(v5Version).toMatch(/^5\./);
    expect(schemaFile(path.join(SITE_DIR, 'tooling/webpack4'))).toContain(
      path.join('tooling', 'webpack4', 'node_modules', 'webpack', 'schemas'),
    );
  });
});
