export function render() {
  return <h1>Hello</h1>;
}
