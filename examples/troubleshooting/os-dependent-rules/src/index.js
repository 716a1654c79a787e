import text from './note.txt';

console.log(text);
