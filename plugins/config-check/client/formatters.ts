/**
 * Each version's own message formatter, for lib/validate.ts: webpack 5 words its errors with
 * schema-utils' ValidationError (named "Webpack", plus webpack's hints from lib/hints.ts), webpack
 * 4.47.0 with its WebpackOptionsValidationError (only its static formatter is called: the class
 * itself needs Node's `Error.captureStackTrace`). Both are the packages' own code, bundled into
 * the checker's worker and used as they are by the parity test in Node.
 */
import ValidationError from 'schema-utils/dist/ValidationError';
import WebpackOptionsValidationError from '../../../tooling/webpack4/node_modules/webpack/lib/WebpackOptionsValidationError';
import type { WebpackMajor } from '../lib/compile';
import type { NestedError } from '../lib/errors';
import { postFormatter5 } from '../lib/hints';
import type { Formatter } from '../lib/validate';

type SchemaUtilsError = Parameters<ValidationError['formatValidationError']>[0];
type Webpack4Error = Parameters<typeof WebpackOptionsValidationError.formatValidationError>[0];

/** webpack 5's formatter needs webpack 5's schema (to follow `$ref`s); webpack 4's reads its own. */
export function formatterFor(version: WebpackMajor, schema5?: object): Formatter {
  if (version === 4)
    return {
      format: (error: NestedError) =>
        WebpackOptionsValidationError.formatValidationError(error as unknown as Webpack4Error),
    };
  if (schema5 === undefined)
    throw new Error('config-check: the webpack 5 formatter needs the schema');
  const formatter = new ValidationError(
    [],
    schema5 as ConstructorParameters<typeof ValidationError>[1],
    { name: 'Webpack' },
  );
  return {
    format: (error: NestedError) =>
      postFormatter5(formatter.formatValidationError(error as unknown as SchemaUtilsError), error),
  };
}
