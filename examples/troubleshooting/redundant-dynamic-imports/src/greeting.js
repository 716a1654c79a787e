export const greet = (name) => console.log(`Hello ${name}`);
