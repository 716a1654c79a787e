export function greeting(name) {
  return `Hello, ${name}! This line comes from a bundle.`;
}
