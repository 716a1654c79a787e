import { headingText } from '../../content-model/lib/markdown';
import { compareSchemas } from '../lib/compare';
import {
  annotateMarkdown,
  MIGRATION_TABLE_URL,
  noteForHeading,
  noteIndex,
  noteToMarkdown,
  optionPathOfHeading,
  optionUrl,
  resolveOptionPath,
  versionOfSource,
} from '../lib/notes';
import { successors, v4Schema, v5Schema } from './fixtures';

const diff = compareSchemas(v4Schema, v5Schema, successors);
const urls = new Map([
  ['output.chunkLoadingGlobal', '/configuration/output/#outputchunkloadingglobal'],
  ['optimization.moduleIds', '/configuration/optimization/#optimizationmoduleids'],
  ['module.parser', '/configuration/module/#moduleparser'],
]);
const index = noteIndex(diff, urls);
const markdownOf = (version: 'v4' | 'v5', title: string) => {
  const note = noteForHeading(index, version, title);
  return note && noteToMarkdown(note);
};

describe('which pages get notes', () => {
  it('knows the configuration pages of each version and nothing else', () => {
    expect(versionOfSource('docs/configuration/output.md')).toBe('v5');
    expect(versionOfSource('/site/docs/configuration/module.mdx')).toBe('v5');
    expect(versionOfSource('versioned_docs/version-4/configuration/output.md')).toBe('v4');
    expect(versionOfSource('docs/guides/caching.md')).toBeUndefined();
    expect(versionOfSource('versioned_docs/version-4/guides/caching.md')).toBeUndefined();
  });
});

describe('optionPathOfHeading', () => {
  it('reads option headings as schema paths, the type-named ones included', () => {
    expect(optionPathOfHeading('output.filename')).toBe('output.filename');
    expect(optionPathOfHeading('Rule.query')).toBe('module.rules[].query');
    expect(optionPathOfHeading('EntryDescription.dependOn')).toBe('entry.<key>.dependOn');
    expect(optionPathOfHeading('optimization.splitChunks.cacheGroups.{cacheGroup}.test')).toBe(
      'optimization.splitChunks.cacheGroups.<key>.test',
    );
    expect(optionPathOfHeading('module.parser.javascript/auto')).toBe(
      'module.parser.javascript/auto',
    );
  });

  it('leaves prose headings alone', () => {
    expect(optionPathOfHeading('Template strings')).toBeUndefined();
    expect(optionPathOfHeading('"auto" values')).toBeUndefined();
    expect(optionPathOfHeading('Rule')).toBeUndefined();
  });

  it('resolves a chosen name under a keyed object to <key>', () => {
    expect(resolveOptionPath('node.fs', diff.v4)).toBe('node.<key>');
    expect(resolveOptionPath('node.global', diff.v4)).toBe('node.global');
    expect(resolveOptionPath('output.nothing', diff.v4)).toBeUndefined();
  });
});

describe('notes', () => {
  it('marks an option webpack 4 lacks on a v5 page, and only those', () => {
    expect(markdownOf('v5', 'output.chunkLoadingGlobal')).toBe('**New in webpack 5**');
    expect(markdownOf('v5', 'experiments.css')).toBe('**New in webpack 5**');
    expect(markdownOf('v5', 'output.filename')).toBeUndefined();
    expect(markdownOf('v5', 'Template strings')).toBeUndefined();
  });

  it('points a renamed or replaced v4 option to its successor on the v5 page', () => {
    expect(markdownOf('v4', 'output.jsonpFunction')).toBe(
      '> **Renamed in webpack 5.** Use [`output.chunkLoadingGlobal`](/configuration/output/#outputchunkloadingglobal) instead.',
    );
    expect(markdownOf('v4', 'optimization.namedModules')).toBe(
      "> **Replaced in webpack 5.** Use [`optimization.moduleIds: 'named'`](/configuration/optimization/#optimizationmoduleids) instead.",
    );
  });

  it('sends a removed option without successor to the migration guide', () => {
    expect(markdownOf('v4', 'output.futureEmitAssets')).toBe(
      `> **Removed in webpack 5.** See [the migration guide](${MIGRATION_TABLE_URL}).`,
    );
    expect(markdownOf('v4', 'node.fs')).toContain('(/migrate/5/#nodejs-polyfills)');
  });

  it('links a successor without a heading of its own to the nearest documented option above it', () => {
    expect(optionUrl(urls, 'module.parser.javascript.exprContextCritical')).toBe(
      '/configuration/module/#moduleparser',
    );
    expect(markdownOf('v4', 'module.exprContextCritical')).toBe(
      '> **Deprecated in webpack 5.** Use [`module.parser.javascript.exprContextCritical`](/configuration/module/#moduleparser) instead.',
    );
  });

  it('notes a v4 option that webpack 5 narrowed: it refuses a value webpack 4 took', () => {
    expect(markdownOf('v4', 'output.hotUpdateMainFilename')).toBe(
      '> **Changed in webpack 5.** It no longer accepts a function. See [`output.hotUpdateMainFilename`](/migrate/5/#options-at-a-glance).',
    );
    expect(markdownOf('v4', 'optimization.moduleIds')).toBe(
      "> **Changed in webpack 5.** It no longer accepts 'total-size'. See [`optimization.moduleIds`](/configuration/optimization/#optimizationmoduleids).",
    );
    // Only gained values: nothing a webpack 4 configuration has to change.
    expect(markdownOf('v4', 'node.global')).toBeUndefined();
  });

  it('leaves unchanged v4 options and v5 options alone on v4 pages', () => {
    expect(markdownOf('v4', 'output.filename')).toBeUndefined();
    expect(markdownOf('v4', 'experiments.css')).toBeUndefined();
  });
});

describe('annotateMarkdown', () => {
  const annotate = (body: string, version: 'v4' | 'v5') =>
    annotateMarkdown(body, (title) => noteForHeading(index, version, title), headingText);

  it('puts each note right under its heading and keeps everything else as it was', () => {
    const body = [
      '## `output.jsonpFunction`',
      '',
      'Text.',
      '',
      '## `output.filename`',
      'Right under.',
      '',
    ].join('\n');
    expect(annotate(body, 'v4')).toBe(
      [
        '## `output.jsonpFunction`',
        '',
        '> **Renamed in webpack 5.** Use [`output.chunkLoadingGlobal`](/configuration/output/#outputchunkloadingglobal) instead.',
        '',
        'Text.',
        '',
        '## `output.filename`',
        'Right under.',
        '',
      ].join('\n'),
    );
  });

  it('separates the note from text that follows the heading directly, and skips code fences', () => {
    const body = [
      '## `experiments.css`',
      'Turns it on.',
      '```md',
      '## `experiments.css`',
      '```',
    ].join('\n');
    expect(annotate(body, 'v5')).toBe(
      [
        '## `experiments.css`',
        '',
        '**New in webpack 5**',
        '',
        'Turns it on.',
        '```md',
        '## `experiments.css`',
        '```',
      ].join('\n'),
    );
  });

  it('passes note links through the link rewriter', () => {
    const out = annotateMarkdown(
      '## `output.jsonpFunction`',
      (title) => noteForHeading(index, 'v4', title),
      headingText,
      (url) => `https://example.org${url}`,
    );
    expect(out).toContain('(https://example.org/configuration/output/#outputchunkloadingglobal)');
  });
});
