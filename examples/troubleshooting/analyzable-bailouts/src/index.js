export const logoUrl = new URL('./logo.svg', import.meta.url).href;
