// A TypeScript config: webpack-cli needs a register package (ts-node, tsx, …) to load it.
import type { Configuration } from 'webpack';

const config: Configuration = {
  mode: 'production',
  entry: './src/index.js',
};

export default config;
