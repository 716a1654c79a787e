export default function greet(name) {
  return `Bonjour, ${name} !`;
}
