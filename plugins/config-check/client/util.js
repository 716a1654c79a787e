// The part of Node's `util` that webpack 4.47.0's WebpackError reads (`inspect.custom`), for the
// browser bundle of its message formatter (see ../index.ts).
module.exports = { inspect: { custom: Symbol.for('nodejs.util.inspect.custom') } };
