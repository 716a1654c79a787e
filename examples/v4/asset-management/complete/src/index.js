import './style.css';
import iconUrl from './icon.svg';
import palette from './palette.json';
import shades from './shades.csv';
import config from './settings.xml';

const { settings } = config;

const heading = document.createElement('h1');
heading.textContent = settings.title[0];
heading.classList.add('title');
document.body.appendChild(heading);

if (settings.showIcon[0] === 'true') {
  const icon = document.createElement('img');
  icon.src = iconUrl;
  icon.alt = 'Check mark';
  document.body.appendChild(icon);
}

const list = document.createElement('ul');
for (const color of palette.colors) {
  const item = document.createElement('li');
  const shade = shades.find((row) => row.name === color);
  item.textContent = `${color} ${shade.hex}`;
  item.style.color = color;
  list.appendChild(item);
}
document.body.appendChild(list);
