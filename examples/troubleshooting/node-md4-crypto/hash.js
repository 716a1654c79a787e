// What webpack 4 before its WebAssembly md4 (and any tool that hashes with md4) does on Node.js 17+.
const crypto = require('node:crypto');

console.log(crypto.createHash('md4').update('webpack').digest('hex'));
