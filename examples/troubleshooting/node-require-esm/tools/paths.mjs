// An ES module: Node.js before 20.19 (and 22.12) cannot require() it.
export const entry = './src/index.js';
