export const sidebar = 'sidebar';
