export function run(expression) {
  return eval(expression);
}
