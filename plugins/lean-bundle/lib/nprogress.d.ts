/** The part of nprogress (0.2, untyped) the progress bar uses. */
declare module 'nprogress' {
  const nprogress: {
    configure(options: { showSpinner?: boolean }): unknown;
    start(): unknown;
    done(): unknown;
  };
  export default nprogress;
}
