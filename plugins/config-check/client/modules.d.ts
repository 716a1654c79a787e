/** webpack 4.47.0's validation message formatter (tooling/webpack4), used through its static method only. */
declare module '*/tooling/webpack4/node_modules/webpack/lib/WebpackOptionsValidationError' {
  interface Webpack4ValidationError {
    dataPath: string;
    keyword: string;
    params: Record<string, unknown>;
    children?: Webpack4ValidationError[];
  }
  const WebpackOptionsValidationError: {
    formatValidationError(error: Webpack4ValidationError): string;
  };
  export default WebpackOptionsValidationError;
}

/** schema-utils' formatter (the package types it under declarations/). */
declare module 'schema-utils/dist/ValidationError' {
  export { default } from 'schema-utils/declarations/ValidationError';
}

/** Files plugins/config-check writes at build time (see ../index.ts). */
declare module '@config-check-data/validate-*.js' {
  import type { CompiledValidator } from '../lib/errors';
  const validate: CompiledValidator;
  export default validate;
  /** The options schema the validator was compiled from. */
  export const schema: object;
}
declare module '@config-check-data/catalog-*.json' {
  import type { Catalog } from '../lib/catalog';
  const catalog: Catalog;
  export default catalog;
}
