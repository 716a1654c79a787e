/**
 * Each version's own message formatter, for lib/validate.ts: webpack 5 words its errors with
 * schema-utils' ValidationError (named "Webpack", plus webpack's hints from lib/hints.ts), webpack
 * 4.47.0 with its WebpackOptionsValidationError (only its static formatter is called: the class
 * itself needs Node's `Error.captureStackTrace`). Both are the packages' own code, bundled into
 * the checker's worker and used as they are by the parity test in Node.
 */
import ValidationError from 'schema-utils/dist/ValidationError';
import schema5 from 'webpack/schemas/WebpackOptions.json';
import WebpackOptionsValidationError from '../../../tooling/webpack4/node_modules/webpack/lib/WebpackOptionsValidationError';
import type { WebpackMajor } from '../lib/compile';
import type { NestedError } from '../lib/errors';
import { postFormatter5 } from '../lib/hints';
import type { Formatter } from '../lib/validate';

type SchemaUtilsError = Parameters<ValidationError['formatValidationError']>[0];
type Webpack4Error = Parameters<typeof WebpackOptionsValidationError.formatValidationError>[0];

let formatter5: ValidationError | undefined;

export const formatters: Record<WebpackMajor, Formatter> = {
  5: {
    format(error: NestedError) {
      formatter5 ??= new ValidationError(
        [],
        schema5 as ConstructorParameters<typeof ValidationError>[1],
        {
          name: 'Webpack',
        },
      );
      return postFormatter5(
        formatter5.formatValidationError(error as unknown as SchemaUtilsError),
        error,
      );
    },
  },
  4: {
    format: (error: NestedError) =>
      WebpackOptionsValidationError.formatValidationError(error as unknown as Webpack4Error),
  },
};
