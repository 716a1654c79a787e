// An ES module with top-level await: require() can never load it.
export const mode = await Promise.resolve('production');
