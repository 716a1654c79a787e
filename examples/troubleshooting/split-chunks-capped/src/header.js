export const header = 'header';
