// Keeps the main thread busy for 300 ms per module, as a heavy transform would.
module.exports = function slowLoader(source) {
  const end = Date.now() + 300;
  while (Date.now() < end) {
    // busy
  }
  return source;
};
