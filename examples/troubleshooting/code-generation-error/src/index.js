import icon from './icon.svg';

console.log(icon);
