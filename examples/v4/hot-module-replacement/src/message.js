export function formatCount(count) {
  return `You clicked ${count} times`;
}
