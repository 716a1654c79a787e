import {
  checkReleasePost,
  isEmptyDiff,
  postSections,
  type ReleaseDiff,
  type ReleaseRecord,
} from '../release-post';

const empty = (): ReleaseDiff => ({
  options: { added: [], removed: [], changed: [] },
  defaults: [],
  exports: { added: [], removed: [] },
  hooks: {},
});

const record = (): ReleaseRecord => ({
  version: '5.106',
  first: '5.106.0',
  published: '2026-04-08T16:07:31.105Z',
  date: '2026-04-08',
  previous: '5.105.4',
  latestPatch: '5.106.2',
  release: {
    options: {
      added: [{ path: 'validate', types: ['boolean'] }],
      removed: ['old'],
      changed: [
        { path: 'module.parser.css.exportType', addedTypes: ['"style"'], removedTypes: [] },
      ],
    },
    defaults: [
      {
        path: 'optimization.minimize.javascript.compress.passes',
        before: null,
        after: '2',
        variants: ['*'],
      },
    ],
    exports: { added: ['defineConfig'], removed: [] },
    hooks: { Compiler: { added: ['validate'], removed: [] } },
  },
  patches: empty(),
});

const post = (sections: string): string => `Intro.\n\n<!-- truncate -->\n\n${sections}`;

describe('postSections', () => {
  it('collects the bullets of each ## section, across ### groups, and skips code fences', () => {
    const sections = postSections(
      [
        '## New options',
        '',
        '### Group',
        '- `a.b`: one',
        '  continued',
        '```js',
        '- `not.a.bullet`',
        '```',
        '- plain',
        '## Other',
      ].join('\n'),
    );
    expect(sections.get('New options')).toEqual([
      { name: 'a.b', line: 4, text: '- `a.b`: one' },
      { name: null, line: 9, text: '- plain' },
    ]);
    expect(sections.get('Other')).toEqual([]);
  });
});

describe('checkReleasePost', () => {
  it('accepts names the comparison shows, in the section that shows them', () => {
    const body = post(
      [
        '## New options',
        '- `validate`: on or off.',
        '## Changed options',
        "- `module.parser.css.exportType`: accepts `'style'`.",
        '## Removed options',
        '- `old`: gone.',
        '## Changed defaults',
        '- `optimization.minimize.javascript`: two passes.',
        '## New exports',
        '- `defineConfig`: a helper.',
        '## New hooks',
        '- `Compiler.hooks.validate`: called when validating.',
        '## In the patch releases',
        'Nothing changed.',
      ].join('\n'),
    );
    expect(checkReleasePost(body, record())).toEqual([]);
  });

  it('names the line of an option the comparison does not show, or shows in another section', () => {
    const body = post(
      [
        '## New options',
        '- `validate`: fine.',
        '- `output.invented`: not real.',
        '- `old`: removed, not new.',
      ].join('\n'),
    );
    expect(checkReleasePost(body, record())).toEqual([
      'line 7: "New options" names `output.invented`, which the comparison of 5.105.4 and 5.106.0 does not show there',
      'line 8: "New options" names `old`, which the comparison of 5.105.4 and 5.106.0 does not show there',
    ]);
  });

  it('rejects a bullet that does not start with a name, and a hook of the wrong owner', () => {
    const body = post(
      [
        '## New hooks',
        '- A new hook for validation.',
        '- `Compilation.hooks.validate`: wrong owner.',
      ].join('\n'),
    );
    expect(checkReleasePost(body, record())).toEqual([
      'line 6: a bullet under "New hooks" has to start with the name it is about in backticks',
      'line 7: "New hooks" names `Compilation.hooks.validate`, which the comparison of 5.105.4 and 5.106.0 does not show there',
    ]);
  });

  it('checks patch bullets against the patch comparison, and an empty patch section against an empty comparison', () => {
    const withPatch = record();
    withPatch.patches = empty();
    withPatch.patches.options.changed.push({
      path: 'externalsType',
      addedTypes: ['"asset-url"'],
      removedTypes: [],
    });
    expect(
      checkReleasePost(
        post('## In the patch releases\n- `externalsType`: a new value.'),
        withPatch,
      ),
    ).toEqual([]);
    expect(
      checkReleasePost(
        post('## In the patch releases\n- `validate`: not from a patch.'),
        withPatch,
      ),
    ).toEqual([
      'line 6: "In the patch releases" names `validate`, which the comparison of 5.106.0 and 5.106.2 does not show there',
    ]);
    expect(checkReleasePost(post('## In the patch releases\nNothing changed.'), withPatch)).toEqual(
      [
        '"In the patch releases" lists nothing, but 5.106.0 to 5.106.2 changed options, defaults or exports',
      ],
    );
  });
});

describe('isEmptyDiff', () => {
  it('is true only when nothing changed', () => {
    expect(isEmptyDiff(null)).toBe(true);
    expect(isEmptyDiff(empty())).toBe(true);
    expect(isEmptyDiff(record().release)).toBe(false);
  });
});
