// A small module (well under any minSize): shared, but not worth a request of its own by default.
export function format(value) {
  return `${value.toFixed(2)} EUR`;
}
