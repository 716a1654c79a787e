export function formatMoney(amount, currency = 'EUR') {
  return `${amount.toFixed(2)} ${currency}`;
}
