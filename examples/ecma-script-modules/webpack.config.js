import path from 'node:path';

export default {
  mode: 'production',
  entry: './src/index.js',
  output: {
    path: path.resolve(import.meta.dirname, 'dist'),
    filename: 'index.mjs',
    chunkFilename: '[name].mjs',
    module: true,
    library: {
      type: 'module',
    },
  },
};
