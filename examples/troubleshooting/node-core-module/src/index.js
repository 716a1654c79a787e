import path from 'path';

console.log(path.join('a', 'b'));
