import * as calc from './calc.wasm';

console.log(calc);
