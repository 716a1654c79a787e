export const colors = ['teal', 'orange'];
