export const format = (n) => n.toFixed(2);
