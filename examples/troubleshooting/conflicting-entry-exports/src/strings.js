export const format = (text) => text.trim();
export const upper = (text) => text.toUpperCase();
