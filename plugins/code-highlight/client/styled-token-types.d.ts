/** The generated list of styled token types, written by plugins/code-highlight (index.ts). */
declare module '@code-highlight/styled-token-types' {
  const styledTokenTypes: string[];
  export default styledTokenTypes;
}
