import { formatCount } from './message.js';

let count = 0;
const button = document.createElement('button');
const label = document.createElement('p');

function render() {
  button.textContent = 'Click me';
  label.textContent = formatCount(count);
}

button.addEventListener('click', () => {
  count += 1;
  render();
});
document.body.append(button, label);
render();

if (module.hot) {
  // When message.js changes, webpack swaps in the new module and calls
  // render(), which reads the new formatCount. `count` lives in this
  // module, which is not replaced, so the number on the page survives.
  module.hot.accept('./message.js', render);
}
