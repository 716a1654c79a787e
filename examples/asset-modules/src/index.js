import badgeUrl from './images/badge.png';
import photoUrl from './images/photo.png';
import logoUrl from './images/logo.svg';
import logoMarkup from './images/logo.svg?raw';
import badgeBytes from './images/badge.png?bytes';
import notes from './notes.txt';

const colorsUrl = new URL('./files/colors.csv', import.meta.url);

function addImage(src, alt) {
  const image = document.createElement('img');
  image.src = src;
  image.alt = alt;
  document.body.appendChild(image);
}

addImage(badgeUrl, 'Badge, inlined because it is small');
addImage(photoUrl, 'Photo, emitted because it is large');
addImage(logoUrl, 'Logo, always inlined');

const markup = document.createElement('code');
markup.textContent = logoMarkup;
document.body.appendChild(markup);

const size = document.createElement('p');
size.textContent = `badge.png is ${badgeBytes.length} bytes long.`;
document.body.appendChild(size);

const text = document.createElement('pre');
text.textContent = notes;
document.body.appendChild(text);

const download = document.createElement('a');
download.href = colorsUrl;
download.textContent = 'Download the colors as CSV';
document.body.appendChild(download);
