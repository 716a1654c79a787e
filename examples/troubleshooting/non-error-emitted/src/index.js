import notes from './notes.md';

console.log(notes);
