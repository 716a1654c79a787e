/**
 * Issue #17, part 6: what changed between webpack 4 and webpack 5, option by option.
 * - the option table of docs/migrate/5.md is what the two installed schemas give, and each of its rows
 *   agrees with the schemas read independently (tests/helpers/schema-options.ts);
 * - every entry of the reviewed successor list agrees with webpack 5's own validation hints;
 * - every option heading of a configuration page that names a new (v5) or removed/renamed (v4) option
 *   gets its note, and every link a note makes points at an existing heading.
 * The v4 configuration pages are written in parallel: until they exist, a fixture page stands in for them.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  extractHeadings,
  headingText,
  parseMarkdown,
} from '../../plugins/content-model/lib/markdown';
import { isTableLevel, tableChanges } from '../../plugins/version-diff/lib/compare';
import {
  loadVersionDiff,
  V4_CONFIGURATION_DIR,
  V5_CONFIGURATION_DIR,
} from '../../plugins/version-diff/lib/load';
import {
  annotateMarkdown,
  noteForHeading,
  noteToMarkdown,
  optionPathOfHeading,
  removalNote,
  resolveOptionPath,
  type DocsVersion,
} from '../../plugins/version-diff/lib/notes';
import { SUCCESSORS } from '../../plugins/version-diff/lib/successors';
import { currentBlock, MIGRATION_PAGE, renderTable } from '../../plugins/version-diff/lib/table';
import { propertyNames, schemasAtPath, type JsonSchema } from '../helpers/schema-options';

const ROOT = path.resolve(__dirname, '../..');
const FIXTURE_SITE = path.join(__dirname, 'v4/fixtures/version-diff');
const loaded = loadVersionDiff(ROOT);
const { diff, notes, schemas } = loaded;
const v4Schema = schemas.v4 as JsonSchema;
const v5Schema = schemas.v5 as JsonSchema;

// eslint-disable-next-line @typescript-eslint/no-require-imports
const webpack5 = require('webpack') as { validate: (options: object) => void };
const validateSource = fs.readFileSync(
  path.join(path.dirname(require.resolve('webpack/package.json')), 'lib/config/validateSchema.js'),
  'utf8',
);

const read = (file: string) => fs.readFileSync(file, 'utf8');
const markdownFiles = (dir: string) =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((name) => /\.mdx?$/.test(name))
        .sort()
        .map((name) => path.join(dir, name))
    : [];

describe('the option table of the migration guide', () => {
  const page = read(path.join(ROOT, MIGRATION_PAGE));
  const rows = currentBlock(page)
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => {
      const cells = line.split(' | ');
      return { path: cells[0]!.slice(3, -1), change: cells[1]! };
    });

  it('is what the installed schemas give (run npm run generate:version-diff after a webpack upgrade)', () => {
    expect(currentBlock(page)).toBe(
      renderTable(diff, { v4Version: schemas.v4Version, v5Version: schemas.v5Version }),
    );
    expect(schemas.v4Version).toBe('4.47.0');
  });

  // The rows checked against the schemas with the other reader (schema-options.ts), keyed names aside.
  const exists = (schema: JsonSchema, option: string) => schemasAtPath(schema, option).length > 0;
  const plainRows = () => rows.filter((row) => !row.path.includes('<key>'));

  it('lists an added option only when webpack 5 has it and webpack 4 does not, and the reverse for removals', () => {
    expect(rows.length).toBeGreaterThan(200);
    for (const row of plainRows()) {
      const kind = row.change.split(/[ :(]/)[0];
      const where = `${MIGRATION_PAGE}: ${row.path} (${row.change})`;
      if (kind === 'added')
        expect([where, exists(v5Schema, row.path), exists(v4Schema, row.path)]).toEqual([
          where,
          true,
          false,
        ]);
      else if (kind === 'removed' || kind === 'renamed' || kind === 'replaced')
        expect([where, exists(v4Schema, row.path), exists(v5Schema, row.path)]).toEqual([
          where,
          true,
          false,
        ]);
      else
        expect([where, exists(v4Schema, row.path), exists(v5Schema, row.path)]).toEqual([
          where,
          true,
          true,
        ]);
    }
  });

  it('misses no top-level or second-level option that only one version has', () => {
    const listed = new Set(rows.map((row) => row.path));
    const onlyIn = (a: readonly string[], b: readonly string[]) =>
      a.filter((name) => !b.includes(name));
    const top4 = propertyNames(v4Schema);
    const top5 = propertyNames(v5Schema);
    const expected = [...onlyIn(top4, top5), ...onlyIn(top5, top4)];
    for (const name of top4.filter((option) => top5.includes(option))) {
      const children = (schema: JsonSchema) =>
        schemasAtPath(schema, name).flatMap((node) => propertyNames(schema, node));
      const c4 = [...new Set(children(v4Schema))];
      const c5 = [...new Set(children(v5Schema))];
      expected.push(
        ...onlyIn(c4, c5).map((child) => `${name}.${child}`),
        ...onlyIn(c5, c4).map((child) => `${name}.${child}`),
      );
    }
    // Options that only exist under a new top-level option are listed too (experiments.css).
    expect(expected.length).toBeGreaterThan(150);
    expect(expected.filter((option) => !listed.has(option))).toEqual([]);
  });

  it('has a row for every change the comparison finds at the first two levels, and only those', () => {
    expect(rows.map((row) => row.path).sort()).toEqual(
      tableChanges(diff)
        .map((change) => change.path)
        .sort(),
    );
    expect(rows.every((row) => isTableLevel(row.path))).toBe(true);
  });
});

/** A configuration that sets one option path (`module.rules[].query`, `node.<key>`) to a value webpack 4 accepted. */
function configWith(optionPath: string, types: readonly string[]): object {
  const first = types[0] ?? 'object';
  const sample: unknown =
    first === 'string'
      ? 'x'
      : first === 'number'
        ? 1
        : first === 'array'
          ? []
          : first === 'object'
            ? {}
            : first.startsWith('"') || /^(true|false|\d+)$/.test(first)
              ? JSON.parse(first)
              : {};
  const build = (segments: readonly string[]): unknown => {
    if (segments.length === 0) return sample;
    const [head, ...rest] = segments;
    const isArray = head!.endsWith('[]');
    const name = head!.replace(/\[\]$/, '') === '<key>' ? 'fs' : head!.replace(/\[\]$/, '');
    const inner = isArray ? [build(rest)] : build(rest);
    return { [name]: inner };
  };
  const [head, ...rest] = optionPath.split('.');
  // Items of an array at the top of a segment: `rules[]` means rules: [ { … } ].
  return build([head!, ...rest]) as object;
}

function validationMessage(config: object): string | undefined {
  try {
    webpack5.validate(config);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('the reviewed successor list against webpack 5', () => {
  it.each(SUCCESSORS.map((entry) => [entry.from, entry] as const))(
    '%s: webpack 5 rejects it, with the hint recorded',
    (from, entry) => {
      const message = validationMessage(configWith(from, diff.v4[from]!.types));
      expect(message).toBeDefined();
      if (entry.webpack5Says !== undefined) {
        // The hint is webpack 5's own. It prints it only when the unknown property is the error itself, not a
        // branch of a union (module.rules[] items, node: false | {…}, resolve's object); when it prints one, it is this.
        expect(validateSource).toContain(entry.webpack5Says);
        if (/Did you mean|BREAKING CHANGE/.test(message ?? ''))
          expect(message).toContain(entry.webpack5Says);
      } else {
        expect(message).not.toMatch(/Did you mean|BREAKING CHANGE/);
      }
    },
  );

  it('sees webpack 5 print most of the recorded hints itself', () => {
    const printed = SUCCESSORS.filter(
      (entry) =>
        entry.webpack5Says !== undefined &&
        (validationMessage(configWith(entry.from, diff.v4[entry.from]!.types)) ?? '').includes(
          entry.webpack5Says,
        ),
    );
    expect(printed.map((entry) => entry.from)).toEqual(
      expect.arrayContaining([
        'output.jsonpFunction',
        'output.jsonpScriptType',
        'output.hotUpdateFunction',
        'optimization.namedModules',
        'optimization.occurrenceOrder',
        'output.devtoolLineToLine',
      ]),
    );
  });

  it('knows every successor webpack 5 suggests for a removed top-level or second-level option', () => {
    const removed = diff.changes.filter(
      (change) =>
        ['removed', 'renamed', 'replaced'].includes(change.kind) && isTableLevel(change.path),
    );
    const missing = removed
      .map((change) => ({
        path: change.path,
        hint: /Did you mean ([^?]+)\?/.exec(
          validationMessage(configWith(change.path, change.v4Types ?? [])) ?? '',
        )?.[1],
      }))
      .filter(
        ({ path: option, hint }) =>
          hint !== undefined &&
          SUCCESSORS.find((entry) => entry.from === option)?.webpack5Says === undefined,
      );
    expect(missing).toEqual([]);
  });

  it('leaves out output.ecmaVersion: webpack 5 names a successor for it, but webpack 4.47.0 never had it', () => {
    expect(validationMessage({ output: { ecmaVersion: 2015 } })).toContain(
      'Did you mean output.environment',
    );
    expect(schemasAtPath(v4Schema, 'output.ecmaVersion')).toEqual([]);
  });
});

/** Headings of a page that name an option of `version` in code, with the note they get. */
function optionHeadings(file: string, version: DocsVersion) {
  const { body } = parseMarkdown(read(file));
  const options = version === 'v5' ? diff.v5 : diff.v4;
  return extractHeadings(body).flatMap((heading) => {
    const written = optionPathOfHeading(heading.title);
    const option = written === undefined ? undefined : resolveOptionPath(written, options);
    return option === undefined
      ? []
      : [{ heading, option, note: noteForHeading(notes, version, heading.title) }];
  });
}

/** Options named in code spans of a heading that is not itself one option path (`` `a` and `b` ``). */
function codeSpansOfOtherHeadings(file: string, options: Readonly<Record<string, unknown>>) {
  const { body } = parseMarkdown(read(file));
  const found: { heading: string; option: string }[] = [];
  for (const line of body.split('\n')) {
    const raw = /^#{1,6}\s+(.+?)\s*$/.exec(line)?.[1];
    if (raw === undefined || optionPathOfHeading(headingText(raw)) !== undefined) continue;
    for (const span of raw.matchAll(/`([^`]+)`/g)) {
      const written = optionPathOfHeading(span[1]!);
      const option = written === undefined ? undefined : resolveOptionPath(written, options);
      if (option !== undefined && option.includes('.')) found.push({ heading: raw, option });
    }
  }
  return found;
}

describe('"New in webpack 5" on the v5 configuration pages', () => {
  const files = markdownFiles(path.join(ROOT, V5_CONFIGURATION_DIR));
  const all = files.flatMap((file) =>
    optionHeadings(file, 'v5').map((entry) => ({ ...entry, file: path.relative(ROOT, file) })),
  );

  it('marks every option heading webpack 4 lacks, and no other (checked with the other schema reader)', () => {
    const badges = all.filter((entry) => entry.note?.kind === 'new');
    expect(badges.length).toBeGreaterThan(250);
    for (const entry of all) {
      // Keyed paths (entry.<key>.import) are beyond schemasAtPath; their decision is the lib's alone.
      if (entry.option.includes('<key>')) continue;
      const inWebpack4 = schemasAtPath(v4Schema, entry.option.replace(/\[\]/g, '')).length > 0;
      expect([`${entry.file}: ${entry.heading.title}`, entry.note?.kind === 'new']).toEqual([
        `${entry.file}: ${entry.heading.title}`,
        !inWebpack4,
      ]);
    }
  });

  it('writes the badge right under each such heading of the Markdown', () => {
    for (const file of files) {
      const { body } = parseMarkdown(read(file));
      const annotated = annotateMarkdown(
        body,
        (title) => noteForHeading(notes, 'v5', title),
        headingText,
      ).split('\n');
      for (const { heading, note } of optionHeadings(file, 'v5')) {
        if (note === undefined) continue;
        const at = annotated.findIndex(
          (line) =>
            /^#{1,6}\s/.test(line) && headingText(line.replace(/^#{1,6}\s+/, '')) === heading.title,
        );
        expect([path.basename(file), heading.title, annotated[at + 2]]).toEqual([
          path.basename(file),
          heading.title,
          '**New in webpack 5**',
        ]);
      }
    }
  });

  it("has no heading that names a new option in code without being that option's own heading", () => {
    const loose = files.flatMap((file) =>
      codeSpansOfOtherHeadings(file, diff.v5)
        .filter(({ option }) => !(option in diff.v4))
        .map((entry) => `${path.basename(file)}: ${entry.heading}`),
    );
    expect(loose).toEqual([]);
  });
});

describe('notes on the v4 configuration pages', () => {
  const realPages = markdownFiles(path.join(ROOT, V4_CONFIGURATION_DIR));
  const pages = [...markdownFiles(path.join(FIXTURE_SITE, V4_CONFIGURATION_DIR)), ...realPages];

  it('checks the fixture page, and the real pages once they exist', () => {
    expect(pages.length).toBe(1 + realPages.length);
  });

  it('notes every heading of a renamed, replaced, removed, deprecated or narrowed option, right under it', () => {
    for (const file of pages) {
      const { body } = parseMarkdown(read(file));
      const annotated = annotateMarkdown(
        body,
        (title) => noteForHeading(notes, 'v4', title),
        headingText,
      ).split('\n');
      for (const { heading, option, note } of optionHeadings(file, 'v4')) {
        const changed = notes.v4Changes.has(option);
        expect([file, heading.title, note !== undefined]).toEqual([file, heading.title, changed]);
        if (note === undefined) continue;
        const at = annotated.findIndex(
          (line) =>
            /^#{1,6}\s/.test(line) && headingText(line.replace(/^#{1,6}\s+/, '')) === heading.title,
        );
        expect([file, heading.title, annotated[at + 2]]).toEqual([
          file,
          heading.title,
          noteToMarkdown(note),
        ]);
      }
    }
  });

  it("has no heading that names a removed option in code without being that option's own heading", () => {
    const loose = pages.flatMap((file) =>
      codeSpansOfOtherHeadings(file, diff.v4)
        .filter(({ option }) => notes.v4Changes.has(option))
        .map((entry) => `${file}: ${entry.heading}`),
    );
    expect(loose).toEqual([]);
  });

  it('gives the fixture page the notes a reader needs, links included', () => {
    const file = path.join(FIXTURE_SITE, V4_CONFIGURATION_DIR, 'output.md');
    const annotated = annotateMarkdown(
      parseMarkdown(read(file)).body,
      (title) => noteForHeading(notes, 'v4', title),
      headingText,
    );
    expect(annotated).toContain(
      '## `output.jsonpFunction`\n\n> **Renamed in webpack 5.** Use [`output.chunkLoadingGlobal`](/configuration/output/#outputchunkloadingglobal) instead.\n\nRenamed',
    );
    expect(annotated).toContain('## `output.futureEmitAssets`\n\n> **Removed in webpack 5.**');
    expect(annotated).toContain(
      '### `Rule.query`\n\n> **Renamed in webpack 5.** Use [`Rule.options`](/configuration/module/#ruleoptions) instead.',
    );
    expect(annotated).toContain(
      "Use [`optimization.chunkIds: 'size'`](/configuration/optimization/#optimizationchunkids) and [`optimization.moduleIds: 'size'`]",
    );
    expect(annotated).toContain(
      '## `node.fs`\n\n> **Replaced in webpack 5.** Use [`resolve.fallback`](/configuration/resolve/#resolvefallback)',
    );
    expect(annotated).toContain(
      '## `optimization.noEmitOnErrors`\n\n> **Deprecated in webpack 5.** Use [`optimization.emitOnErrors`]',
    );
    expect(annotated).toContain('## `output.filename`\n\nUnchanged');
    expect(annotated).toContain(
      '## `output.hotUpdateMainFilename`\n\n> **Changed in webpack 5.** It no longer accepts a function. See [`output.hotUpdateMainFilename`](/configuration/output/#outputhotupdatemainfilename).',
    );
    expect(annotated).toContain('```md\n## `output.hotUpdateFunction`\n```');
  });

  it('links every note, of every changed webpack 4 option, to a heading that exists', () => {
    const idsOf = new Map<string, Set<string>>();
    const ids = (url: string) => {
      const route = url.split('#')[0]!.replace(/^\/|\/$/g, '');
      const file = path.join(
        ROOT,
        'docs',
        route.includes('/') ? `${route}.md` : `${route}/index.md`,
      );
      if (!idsOf.has(file))
        idsOf.set(
          file,
          new Set(
            fs.existsSync(file)
              ? extractHeadings(parseMarkdown(read(file)).body).map((heading) => heading.id)
              : [],
          ),
        );
      return idsOf.get(file)!;
    };
    const links = [...notes.v4Changes.values()].flatMap((change) =>
      removalNote(change, notes.urls).parts.flatMap((part) =>
        part.type === 'link' ? [{ option: change.path, url: part.url }] : [],
      ),
    );
    expect(links.length).toBeGreaterThan(40);
    const broken = links.filter(({ url }) => !ids(url).has(url.split('#')[1] ?? ''));
    expect(broken).toEqual([]);
  });
});
