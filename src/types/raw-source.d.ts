/** `?raw` imports (plugins/raw-source): the file's text. */
declare module '*?raw' {
  const source: string;
  export default source;
}
