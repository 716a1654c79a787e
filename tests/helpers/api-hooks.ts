/**
 * Checks hook reference pages against the hooks of a live compiler, for any
 * webpack version: each page documents its object's hooks with one
 * `` ### `hookName` `` heading per hook, the hook's class on its "Type:" line and
 * its arguments, in the order webpack passes them, on its "Arguments:" line.
 * Used by tests/content/api-hooks.test.ts (webpack 5, docs/api/) and
 * tests/content/v4/api-hooks.test.ts (webpack 4, versioned_docs/version-4/api/).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { codeHeadingSections, readApiPage, type DocsVersion, type Section } from './api-docs';
import type { DeclaredMember } from './webpack-types';

export type HookObject = Record<string, unknown>;

export interface LiveHooks {
  compiler: HookObject;
  compilation: HookObject;
  normalModuleFactory: HookObject;
  contextModuleFactory: HookObject;
  javascriptParser: HookObject;
}

export interface HookPage {
  className: string;
  slug: string;
  live: keyof LiveHooks;
  /**
   * The share of live hooks that must have a heading (1 = all). Below 1 the test
   * prints the numbers and fails only when the page falls under it.
   */
  minCoverage?: number;
}

/**
 * The hook reference pages of a docs version. The pages are the same in both; webpack 4 calls
 * the parser class `Parser`, and its compilation page may leave out up to 5% of the hooks.
 */
export function hookPages(version: DocsVersion): HookPage[] {
  return [
    { className: 'Compiler', slug: 'compiler-hooks', live: 'compiler' },
    {
      className: 'Compilation',
      slug: 'compilation-hooks',
      live: 'compilation',
      ...(version === '4' ? { minCoverage: 0.95 } : {}),
    },
    {
      className: 'NormalModuleFactory',
      slug: 'normalmodulefactory-hooks',
      live: 'normalModuleFactory',
    },
    {
      className: 'ContextModuleFactory',
      slug: 'contextmodulefactory-hooks',
      live: 'contextModuleFactory',
    },
    {
      className: version === '4' ? 'Parser' : 'JavascriptParser',
      slug: 'parser',
      live: 'javascriptParser',
    },
  ];
}

/** The part of the webpack 4 and 5 compiler APIs this helper uses. */
interface MinimalCompiler {
  hooks: {
    normalModuleFactory: { tap(name: string, fn: (nmf: { hooks: unknown }) => void): void };
    contextModuleFactory: { tap(name: string, fn: (cmf: { hooks: unknown }) => void): void };
    thisCompilation: { tap(name: string, fn: (compilation: { hooks: unknown }) => void): void };
  };
  run(
    callback: (
      err: Error | null | undefined,
      stats?: { hasErrors(): boolean; toString(o?: unknown): string },
    ) => void,
  ): void;
  close?: (callback: () => void) => void;
}

type WebpackFunction = (options: Record<string, unknown>) => unknown;

/**
 * Builds a small project (a dynamic import and a require.context) with the given webpack
 * and returns the hook objects of its compiler, compilation, module factories and parser.
 */
export async function collectLiveHooks(webpack: WebpackFunction): Promise<LiveHooks> {
  const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-hooks-'));
  try {
    fs.writeFileSync(
      path.join(tmpDir, 'index.js'),
      "import('./other.js');\nconst ctx = require.context('./', false, /other/);\nconsole.log(ctx.keys());\n",
    );
    fs.writeFileSync(path.join(tmpDir, 'other.js'), 'export default 42;\n');
    const compiler = webpack({
      mode: 'development',
      context: tmpDir,
      entry: './index.js',
      output: { path: path.join(tmpDir, 'dist') },
      infrastructureLogging: { level: 'none' },
    }) as MinimalCompiler;
    const found: Partial<LiveHooks> = {
      compiler: (compiler as unknown as { hooks: HookObject }).hooks,
    };
    compiler.hooks.normalModuleFactory.tap('api-hooks-test', (nmf) => {
      const hooks = nmf.hooks as HookObject & {
        parser: { for(key: string): { tap(n: string, fn: (p: { hooks: unknown }) => void): void } };
      };
      found.normalModuleFactory = hooks;
      hooks.parser.for('javascript/auto').tap('api-hooks-test', (parser) => {
        found.javascriptParser = parser.hooks as HookObject;
      });
    });
    compiler.hooks.contextModuleFactory.tap('api-hooks-test', (cmf) => {
      found.contextModuleFactory = cmf.hooks as HookObject;
    });
    compiler.hooks.thisCompilation.tap('api-hooks-test', (compilation) => {
      found.compilation = compilation.hooks as HookObject;
    });
    const stats = await new Promise<{ hasErrors(): boolean; toString(o?: unknown): string }>(
      (resolve, reject) => {
        compiler.run((err, result) =>
          err ? reject(err) : result ? resolve(result) : reject(new Error('no stats')),
        );
      },
    );
    // webpack 4's compiler has no close().
    if (typeof compiler.close === 'function')
      await new Promise<void>((resolve) => compiler.close!(() => resolve()));
    if (stats.hasErrors())
      throw new Error(
        `the test compilation failed:\n${stats.toString({ all: false, errors: true })}`,
      );
    for (const key of [
      'compiler',
      'compilation',
      'normalModuleFactory',
      'contextModuleFactory',
      'javascriptParser',
    ] as const) {
      if (!found[key]) throw new Error(`the test compilation never exposed ${key} hooks`);
    }
    return found as LiveHooks;
  } finally {
    fs.rmSync(tmpDir, { recursive: true, force: true });
  }
}

export const HOOK_CLASS =
  /\b(HookMap|SyncHook|SyncBailHook|SyncWaterfallHook|SyncLoopHook|AsyncParallelHook|AsyncParallelBailHook|AsyncSeriesHook|AsyncSeriesBailHook|AsyncSeriesWaterfallHook|AsyncSeriesLoopHook)\b/g;

/** Reads a hook without letting a deprecation getter's exception escape. */
export function readHook(hooks: HookObject, name: string): { value?: unknown; error?: unknown } {
  try {
    return { value: hooks[name] };
  } catch (error) {
    return { error };
  }
}

export interface ExpectedHook {
  /** e.g. ["SyncHook"] or ["HookMap", "SyncBailHook"] */
  classes: string[];
  /** argument names as webpack passes them, or undefined when unknown (fake hooks) */
  args?: string[];
  fake: boolean;
}

function innerHookOf(hookMap: unknown): { constructor: { name: string }; _args?: string[] } {
  // HookMap#for creates the hook for a key on first use; a probe key keeps real keys untouched.
  return (hookMap as { for(key: string): { constructor: { name: string }; _args?: string[] } }).for(
    '__api_docs_probe__',
  );
}

/** What webpack says about one hook: its class (and inner class for a HookMap) and its argument names. */
export function expectedHook(value: unknown, declared: DeclaredMember | undefined): ExpectedHook {
  const hook = value as { constructor: { name: string }; _args?: string[]; _fakeHook?: boolean };
  if (hook._fakeHook) {
    // Compatibility wrappers are plain objects; their declared type names the hook they stand in for.
    const declaredClass = declared?.type.match(HOOK_CLASS)?.[0];
    if (!declaredClass) throw new Error('fake hook without a declared hook class');
    return { classes: [declaredClass], fake: true };
  }
  if (hook.constructor.name === 'HookMap') {
    const inner = innerHookOf(value);
    return { classes: ['HookMap', inner.constructor.name], args: inner._args ?? [], fake: false };
  }
  return { classes: [hook.constructor.name], args: hook._args ?? [], fake: false };
}

export function lineValue(section: Section, label: string): string | undefined {
  const re = new RegExp(`^\\s*[-*]\\s+(?:\\*\\*)?${label}:?(?:\\*\\*)?:?\\s*(.+)$`, 'mi');
  return re.exec(section.content)?.[1];
}

/** Names before `:` in an "Arguments:" line such as `` `compilation: Compilation`, `params: CompilationParams` ``. */
export function documentedArgs(line: string): string[] {
  if (/^\s*none\b/i.test(line)) return [];
  return [...line.matchAll(/`([A-Za-z_$][\w$]*)\??\s*:/g)].map((m) => m[1]!);
}

export interface HookPagesOptions {
  version: DocsVersion;
  pages: HookPage[];
  /** The live hooks, read once in the test file's beforeAll. */
  live: () => LiveHooks;
  /** Hooks a version's type declarations list per class (webpack 5's types.d.ts); none for webpack 4. */
  declared?: (className: string) => Map<string, DeclaredMember>;
  /**
   * Hooks that exist on an object but cannot be documented because reading them throws.
   * An entry needs a reason, and the test fails if a listed hook no longer throws.
   */
  skipped?: Record<string, Record<string, string>>;
}

/** Declares the checks of each hook page against the live hooks. */
export function describeHookPages({
  version,
  pages,
  live,
  declared,
  skipped = {},
}: HookPagesOptions): void {
  describe.each(pages)(
    `webpack ${version}: $className hooks on $slug`,
    ({ className, slug, live: liveKey, minCoverage = 1 }) => {
      const page = readApiPage(slug, version);
      const hookSections = codeHeadingSections(page, 3);
      const documented = new Map(hookSections.map((s) => [s.title, s]));
      const declaredHooks = declared ? declared(className) : new Map<string, DeclaredMember>();
      const skippedHere = skipped[className] ?? {};

      const liveNames = () => Object.keys(live()[liveKey]);

      /** Each live hook that has a section on the page and can be read, with what webpack says about it. */
      function* documentedReadableHooks() {
        for (const name of liveNames()) {
          const section = documented.get(name);
          if (!section) continue;
          const { value, error } = readHook(live()[liveKey], name);
          if (error) continue;
          yield { name, section, expected: expectedHook(value, declaredHooks.get(name)) };
        }
      }

      test('the page has hook headings and no heading twice', () => {
        expect(hookSections.length).toBeGreaterThan(0);
        const titles = hookSections.map((s) => s.title);
        expect(titles.filter((t, i) => titles.indexOf(t) !== i)).toEqual([]);
      });

      test(
        minCoverage === 1
          ? 'every live hook has a heading (or an explained skip)'
          : `at least ${minCoverage * 100}% of the live hooks have a heading`,
        () => {
          const names = liveNames();
          const missing = names.filter((name) => !documented.has(name) && !(name in skippedHere));
          const covered = names.length - missing.length;
          // The numbers the coverage requirement is about, printed on every run.
          console.log(
            `webpack ${version} ${className}: ${covered} of ${names.length} live hooks documented (${((covered / names.length) * 100).toFixed(1)}%)` +
              (missing.length ? `; missing: ${missing.join(', ')}` : ''),
          );
          if (minCoverage === 1) expect(missing).toEqual([]);
          else expect(covered / names.length).toBeGreaterThanOrEqual(minCoverage);
        },
      );

      test('every hook heading names a hook that exists', () => {
        const names = new Set(liveNames());
        const unknown = [...documented.keys()].filter((name) => !names.has(name));
        expect(unknown).toEqual([]);
      });

      test('skipped hooks exist and really throw on access', () => {
        for (const [name, reason] of Object.entries(skippedHere)) {
          expect(reason.length).toBeGreaterThan(10);
          expect(liveNames()).toContain(name);
          expect(readHook(live()[liveKey], name).error).toBeDefined();
          expect(documented.has(name)).toBe(false);
        }
      });

      test("each hook's Type: line names the live hook class", () => {
        const wrong: string[] = [];
        for (const { name, section, expected } of documentedReadableHooks()) {
          const typeLine = lineValue(section, 'Type');
          const onPage = typeLine?.match(HOOK_CLASS) ?? [];
          const actual = onPage.slice(0, expected.classes.length);
          if (actual.join('<') !== expected.classes.join('<')) {
            wrong.push(
              `${name}: page says ${onPage.join('<') || '(no Type: line)'}, webpack has ${expected.classes.join('<')}`,
            );
          }
        }
        expect(wrong).toEqual([]);
      });

      test("each hook's Arguments: line lists the arguments webpack passes, in order", () => {
        const wrong: string[] = [];
        for (const { name, section, expected } of documentedReadableHooks()) {
          const argsLine = lineValue(section, 'Arguments');
          if (argsLine === undefined) {
            wrong.push(`${name}: no Arguments: line`);
            continue;
          }
          if (expected.args === undefined) continue;
          const onPage = documentedArgs(argsLine);
          if (onPage.join(',') !== expected.args.join(',')) {
            wrong.push(
              `${name}: page lists (${onPage.join(', ')}), webpack passes (${expected.args.join(', ')})`,
            );
          }
        }
        expect(wrong).toEqual([]);
      });

      test('hooks that the type declarations mark @deprecated, or that are compatibility wrappers, are marked deprecated', () => {
        const unmarked: string[] = [];
        for (const name of liveNames()) {
          const section = documented.get(name);
          if (!section) continue;
          const { value } = readHook(live()[liveKey], name);
          const isFake = Boolean((value as { _fakeHook?: boolean } | undefined)?._fakeHook);
          if (
            (declaredHooks.get(name)?.deprecated || isFake) &&
            !/deprecated/i.test(section.content)
          )
            unmarked.push(name);
        }
        expect(unmarked).toEqual([]);
      });

      test('every hook section explains when the hook runs in at least one sentence', () => {
        const thin = hookSections
          .filter((s) => {
            const prose = s.content
              .replace(/^\s*(`{3,})[^\n]*\n[\s\S]*?^\s*\1\s*$/gm, '')
              .split('\n')
              .filter(
                (l) =>
                  l.trim() && !/^\s*[-*]\s+(\*\*)?(Type|Arguments|Since|Returns|Key)\b/i.test(l),
              )
              .join(' ');
            return prose.trim().length < 30;
          })
          .map((s) => s.title);
        expect(thin).toEqual([]);
      });
    },
  );
}
