/**
 * The page's validation function: a configuration value (from lib/readConfig.ts) against one
 * version's compiled validator, with each top-level error formatted by that version's own
 * formatter (schema-utils' ValidationError + webpack 5's hints; webpack 4.47.0's
 * WebpackOptionsValidationError), and named by the option it is about. Pure: the validator and
 * the formatter are handed in (client/engine.ts in the browser, the content test in Node).
 */
import type { WebpackMajor } from './compile';
import {
  optionPathOfError,
  webpackErrors,
  type CompiledValidator,
  type NestedError,
} from './errors';

/** The first line webpack prints above the list (webpack 4 spells "initialised"). */
export const HEADERS: Record<WebpackMajor, string> = {
  5: 'Invalid configuration object. Webpack has been initialized using a configuration object that does not match the API schema.',
  4: 'Invalid configuration object. Webpack has been initialised using a configuration object that does not match the API schema.',
};

export interface Formatter {
  /** One top-level error as webpack words it (hints included). */
  format(error: NestedError): string;
}

export interface ValidationMessage {
  /** The option the error is about, as the docs spell it (`output.chunkLoadingGlobal`, `module.rules[].use`). */
  option: string;
  /** The configuration's index when the file exports an array. */
  configIndex?: number;
  text: string;
  keyword: string;
}

export interface Validation {
  valid: boolean;
  messages: ValidationMessage[];
  errors: NestedError[];
}

export function validateConfig(
  version: WebpackMajor,
  validate: CompiledValidator,
  formatter: Formatter,
  config: unknown,
): Validation {
  const errors = webpackErrors(version, validate, config);
  const messages = errors.map((error) => {
    const index = /^\[(\d+)\]/.exec(error.instancePath)?.[1];
    return {
      option: optionPathOfError(error, config),
      ...(index === undefined ? {} : { configIndex: Number(index) }),
      text: formatter.format(error),
      keyword: error.keyword,
    };
  });
  return { valid: errors.length === 0, messages, errors };
}

/** The whole message as webpack prints it (header, then ` - ` entries indented). */
export function fullMessage(version: WebpackMajor, messages: readonly ValidationMessage[]): string {
  const entries = messages.map((m) => ` - ${m.text.replace(/\n(?!$)/g, '\n   ')}`);
  return `${HEADERS[version]}\n${entries.join('\n')}`;
}
