export function render(component) {
  document.body.append(String(component));
}
