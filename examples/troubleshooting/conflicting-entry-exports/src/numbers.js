export const format = (n) => n.toFixed(2);
export const round = Math.round;
