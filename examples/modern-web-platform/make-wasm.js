// Writes src/add.wasm: a WebAssembly module that exports add(a, b) for two 32-bit integers.
const fs = require('fs');
const path = require('path');

const bytes = Uint8Array.from([
  // magic number "\0asm" and version 1
  0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00,
  // type section: one function type (i32, i32) -> i32
  0x01, 0x07, 0x01, 0x60, 0x02, 0x7f, 0x7f, 0x01, 0x7f,
  // function section: one function of type 0
  0x03, 0x02, 0x01, 0x00,
  // export section: export function 0 as "add"
  0x07, 0x07, 0x01, 0x03, 0x61, 0x64, 0x64, 0x00, 0x00,
  // code section: local.get 0, local.get 1, i32.add, end
  0x0a, 0x09, 0x01, 0x07, 0x00, 0x20, 0x00, 0x20, 0x01, 0x6a, 0x0b,
]);

const target = process.argv[2] ?? path.join(__dirname, 'src', 'add.wasm');
fs.writeFileSync(target, bytes);
console.log(`wrote ${bytes.length} bytes to ${path.relative(process.cwd(), target)}`);
