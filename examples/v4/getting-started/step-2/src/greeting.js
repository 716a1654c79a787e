export function greeting(name) {
  return `Hello, ${name}. This line was added by your first bundle.`;
}
