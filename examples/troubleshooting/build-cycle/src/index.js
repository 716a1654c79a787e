import theme from './theme';

console.log(theme);
