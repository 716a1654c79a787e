export function debug(message) {
  console.log(`[date-label] ${message}`);
}
