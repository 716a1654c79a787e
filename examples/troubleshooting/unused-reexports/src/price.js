export const formatPrice = (n) => `$${n.toFixed(2)}`;
