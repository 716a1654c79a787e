export const greet = 'hello';
export const module = typeof module;
