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
