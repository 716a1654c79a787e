export function formatPrice(amount) {
  return `Total: ${amount.toFixed(2)} EUR`;
}
