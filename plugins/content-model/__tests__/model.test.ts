import fs from 'node:fs';
import path from 'node:path';
import { contentModel } from '../lib/model';
import { page, writeSite } from './fixtures';

describe('contentModel', () => {
  it('is computed once and shared while the content files stay the same', () => {
    const siteDir = writeSite({ 'docs/api/index.md': page('title: API\nsort: -1') });
    const first = contentModel(siteDir);
    expect(contentModel(siteDir)).toBe(first);
    expect(first.children[0]).toMatchObject({ type: 'directory', url: '/api/' });
  });

  it('is built again once a page is added or edited', () => {
    const siteDir = writeSite({ 'docs/api/index.md': page('title: API\nsort: -1') });
    const first = contentModel(siteDir);
    fs.writeFileSync(path.join(siteDir, 'docs/api/hooks.md'), page('title: Hooks'));
    const second = contentModel(siteDir);
    expect(second).not.toBe(first);
    expect(JSON.stringify(second)).toContain('Hooks');
  });

  it('fails, naming file and field, on a broken front matter field', () => {
    const siteDir = writeSite({
      'docs/api/index.md': page('title: API\nsort: -1'),
      'docs/api/x.md': page('title: X\nsidebar_label: Y'),
    });
    expect(() => contentModel(siteDir)).toThrow('docs/api/x.md: field "sidebar_label"');
  });
});
