import { add } from './add.wasm';
import { settings } from './settings.js';

// import.meta: webpack replaces these at build time.
console.log(`webpack ${import.meta.webpack}, mode ${import.meta.env.MODE}, production ${import.meta.env.PROD}`);

// WebAssembly: the import waits until add.wasm is fetched and compiled.
console.log(`2 + 3 = ${add(2, 3)}`);

// Top-level await in settings.js: its value is ready when this module runs.
console.log(`theme from settings.json: ${settings.theme}`);

// An asset by URL: webpack emits logo.svg and puts its URL here.
const logo = document.createElement('img');
logo.src = new URL('./logo.svg', import.meta.url).href;
logo.alt = 'logo';
document.body.append(logo);

// A worker: webpack bundles square.worker.js as its own entry.
const worker = new Worker(new URL('./square.worker.js', import.meta.url));
worker.addEventListener('message', (event) => {
  console.log(`the worker says 12 squared is ${event.data}`);
});
worker.postMessage(12);
