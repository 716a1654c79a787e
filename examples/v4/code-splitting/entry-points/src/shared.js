export function formatPrice(cents) {
  return `${(cents / 100).toFixed(2)} EUR (formatted by shared.js)`;
}
