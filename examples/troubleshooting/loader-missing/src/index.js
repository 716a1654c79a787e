import logo from './logo.svg';

document.body.innerHTML = logo;
