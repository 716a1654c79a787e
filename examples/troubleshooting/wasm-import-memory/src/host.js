export const memory = new WebAssembly.Memory({ initial: 1 });
