export default function greet(name) {
  return `Hello, ${name}!`;
}
