export function formatList(items) {
  return `This page loads ${items.length} bundles: ${items.join(', ')}.`;
}
