export function square(x) {
  return `The square of ${x} is ${x * x}`;
}

export function cube(x) {
  return `The cube of ${x} is ${x * x * x}`;
}
