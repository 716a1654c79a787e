import banner from './banner.svg';

document.body.style.backgroundImage = `url(${banner})`;
