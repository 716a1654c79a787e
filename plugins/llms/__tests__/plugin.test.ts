import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LoadContext } from '@docusaurus/types';
import llmsPlugin, { formatSize } from '..';
import { page, writeSite } from '../../content-model/__tests__/fixtures';

const contextFor = (siteDir: string) =>
  ({
    siteDir,
    generatedFilesDir: path.join(siteDir, '.docusaurus'),
    siteConfig: {
      title: 'webpack',
      tagline: 'bundle your assets',
      url: 'https://webpack.js.org',
      baseUrl: '/',
      customFields: { defaultDescription: 'webpack is a module bundler.' },
    },
  }) as unknown as LoadContext;

describe('llms plugin', () => {
  it('writes the twins, llms.txt and llms-full.txt into the build folder and reports their sizes', async () => {
    const siteDir = writeSite({
      'docs/concepts/index.md': page(
        'title: Concepts\nsort: -1\ndescription: Ideas.',
        '## Entry\n\nText.',
      ),
    });
    const plugin = llmsPlugin(contextFor(siteDir));
    const content = await plugin.loadContent!();
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'llms-out-'));
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    await plugin.postBuild!({ content, outDir } as never);
    expect(fs.readFileSync(path.join(outDir, 'concepts/index.md'), 'utf8')).toContain(
      '# Concepts\n\n## Entry\n',
    );
    expect(fs.readFileSync(path.join(outDir, 'llms.txt'), 'utf8')).toContain(
      '(https://webpack.js.org/concepts/index.md): Ideas.',
    );
    expect(fs.readFileSync(path.join(outDir, 'llms-full.txt'), 'utf8')).toContain(
      'URL: https://webpack.js.org/concepts/',
    );
    expect(log).toHaveBeenCalledWith(
      expect.stringMatching(
        /^\[llms\] llms\.txt [\d.]+ KiB, llms-full\.txt [\d.]+ KiB, 1 Markdown twins/,
      ),
    );
    log.mockRestore();
  });

  it('fails loading (and so the build) on MDX it cannot write as Markdown, naming file and line', async () => {
    const siteDir = writeSite({
      'docs/api/index.mdx': page('title: API\nsort: -1', 'Text.\n\n<Widget />'),
    });
    await expect(llmsPlugin(contextFor(siteDir)).loadContent!()).rejects.toThrow(
      'docs/api/index.mdx:8: <Widget> has no plain Markdown equivalent yet',
    );
  });

  it('formats sizes', () => {
    expect(formatSize(2048)).toBe('2.0 KiB');
    expect(formatSize(3 * 1024 * 1024)).toBe('3.00 MiB');
  });
});
