export const footer = 'footer';
