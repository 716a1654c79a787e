import './style.css';
import iconUrl from './icon.svg';
import palette from './palette.json';
import settings from './settings.yaml';

const heading = document.createElement('h1');
heading.textContent = settings.title;
heading.classList.add('title');
document.body.appendChild(heading);

if (settings.showIcon) {
  const icon = document.createElement('img');
  icon.src = iconUrl;
  icon.alt = 'Check mark';
  document.body.appendChild(icon);
}

const list = document.createElement('ul');
for (const color of palette.colors) {
  const item = document.createElement('li');
  item.textContent = color;
  item.style.color = color;
  list.appendChild(item);
}
document.body.appendChild(list);
