import { formatPrice } from './shared.js';

const PRICES = [
  ['Notebook', 350],
  ['Pencil', 120],
  ['Eraser', 90],
];

export function renderPriceList(container) {
  const list = document.createElement('ul');
  for (const [item, cents] of PRICES) {
    const entry = document.createElement('li');
    entry.textContent = `${item}: ${formatPrice(cents)}`;
    list.appendChild(entry);
  }
  container.appendChild(list);
}
