/**
 * One check, from pasted text to what the page shows: read the text (lib/readConfig.ts), validate
 * the value (lib/validate.ts), and join each message and each option used with the docs (link,
 * Type, Default, version note; lib/describe.ts). The result is plain data (it crosses from the
 * worker to the page). Pure: the version's validator, formatter and catalog are handed in.
 */
import type { Inline } from '../../version-diff/lib/notes';
import type { WebpackMajor } from './compile';
import { describeOption, usedOptions, type CatalogIndex, type OptionInfo } from './describe';
import type { CompiledValidator } from './errors';
import { readConfig, type ExportKind, type ReadNote, type SyntaxProblem } from './readConfig';
import { HEADERS, validateConfig, type Formatter } from './validate';

export interface CheckMessage {
  option: string;
  configIndex?: number;
  text: string;
  url?: string;
  note?: Inline[];
}

export type CheckResult =
  | { version: WebpackMajor; ok: false; error: SyntaxProblem }
  | {
      version: WebpackMajor;
      ok: true;
      kind: ExportKind;
      /** False when nothing could be read to validate. */
      checked: boolean;
      valid: boolean;
      header: string;
      messages: CheckMessage[];
      notes: ReadNote[];
      options: OptionInfo[];
    };

export interface VersionTools {
  validate: CompiledValidator;
  formatter: Formatter;
  index: CatalogIndex;
}

export function checkSource(
  version: WebpackMajor,
  source: string,
  tools: VersionTools,
): CheckResult {
  const read = readConfig(source);
  if (!read.ok) return { version, ok: false, error: read.error };
  const checked = read.config !== undefined;
  const validation = checked
    ? validateConfig(version, tools.validate, tools.formatter, read.config)
    : { valid: false, messages: [] };
  const messages = validation.messages.map((message): CheckMessage => {
    const info = describeOption(tools.index, message.option);
    return {
      option: message.option,
      ...(message.configIndex === undefined ? {} : { configIndex: message.configIndex }),
      text: message.text,
      ...(info.url === undefined ? {} : { url: info.url }),
      ...(info.note === undefined ? {} : { note: info.note }),
    };
  });
  return {
    version,
    ok: true,
    kind: read.kind,
    checked,
    valid: checked && validation.valid,
    header: HEADERS[version],
    messages,
    notes: read.notes,
    options: checked ? usedOptions(tools.index, read.config) : [],
  };
}
