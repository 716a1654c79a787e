// A tiny library: one named export and a default export.
export function greet(name) {
  return `Hello, ${name}!`;
}

export default greet;
