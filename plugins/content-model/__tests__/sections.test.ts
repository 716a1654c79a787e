import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  documentationSections,
  listSections,
  sectionLabel,
  sectionPathPattern,
} from '../lib/sections';

describe('site sections', () => {
  it('lists the folders of docs/ and ignores files and private folders', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sections-'));
    for (const name of ['guides', 'api', '_partials', 'contribute'])
      fs.mkdirSync(path.join(dir, name));
    fs.writeFileSync(path.join(dir, 'glossary.md'), '---\ntitle: Glossary\n---\n');
    expect(listSections(dir)).toEqual(['api', 'contribute', 'guides']);
  });

  it('leaves contribute and blog out of the Documentation menu and orders the rest', () => {
    expect(
      documentationSections([
        'api',
        'blog',
        'concepts',
        'configuration',
        'contribute',
        'guides',
        'loaders',
        'migrate',
        'plugins',
        'troubleshooting',
      ]),
    ).toEqual([
      'concepts',
      'configuration',
      'guides',
      'api',
      'loaders',
      'plugins',
      'migrate',
      'troubleshooting',
    ]);
  });

  it('puts unknown sections after the known ones, alphabetically', () => {
    expect(documentationSections(['zeta', 'alpha', 'concepts'])).toEqual([
      'concepts',
      'alpha',
      'zeta',
    ]);
  });

  it('labels sections for the menu', () => {
    expect(sectionLabel('api')).toBe('API');
    expect(sectionLabel('concepts')).toBe('Concepts');
  });

  it('builds a pattern that matches section paths only', () => {
    const re = new RegExp(sectionPathPattern(['api', 'concepts']));
    expect(re.test('/api/cli/')).toBe(true);
    expect(re.test('/concepts/')).toBe(true);
    expect(re.test('/contribute/')).toBe(false);
    expect(re.test('/apis/')).toBe(false);
  });
});
