// The devtool table looks up where the greeting declaration (line 5) maps back to.
const punctuation = '!';

export function greet(name) {
  const greeting = `Hello, ${name}${punctuation}`;
  return greeting;
}
