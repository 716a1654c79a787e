// Tells TypeScript what importing an .svg file gives you: its URL.
declare module '*.svg' {
  const url: string;
  export default url;
}
