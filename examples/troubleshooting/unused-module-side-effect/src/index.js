import { track } from './analytics';

console.log('the page never calls track()');
