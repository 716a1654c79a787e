export const greet = (value) => console.log(value);
