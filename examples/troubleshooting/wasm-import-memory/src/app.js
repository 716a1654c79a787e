import * as counter from './counter.wasm';

export const start = () => console.log(counter);
