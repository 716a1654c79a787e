/**
 * Preloaded with `node --require` into a webpack CLI process (see
 * runWebpackCliAsync in run-webpack-cli.ts): wraps the `webpack` function the
 * CLI requires, and writes the options object the CLI built from its flags to
 * the JSON file named by WEBPACK_OPTIONS_OUT (plugins as their class name and
 * own fields, functions as "[function]", RegExps as their source), so a test
 * can assert what a command line configures without a build of its own.
 */
const fs = require('node:fs');
const Module = require('node:module');

const out = process.env.WEBPACK_OPTIONS_OUT;
const originalLoad = Module._load;

function serialize(value, depth = 0) {
  if (depth > 8) return '[deep]';
  if (value instanceof RegExp) return `/${value.source}/${value.flags}`;
  if (typeof value === 'function') return '[function]';
  if (Array.isArray(value)) return value.map((v) => serialize(v, depth + 1));
  if (value && typeof value === 'object') {
    const result = {};
    const name = value.constructor && value.constructor.name;
    if (name && name !== 'Object') result['@class'] = name;
    for (const [k, v] of Object.entries(value)) result[k] = serialize(v, depth + 1);
    return result;
  }
  return value;
}

if (out) {
  const wrapped = new WeakMap();
  Module._load = function load(request, parent, isMain) {
    const loaded = originalLoad.call(this, request, parent, isMain);
    // `require('webpack')` (webpack-cli 3), and the `./webpack` that webpack 5's lib/index.js
    // requires on the first call of its exported function (webpack-cli 7 imports the package).
    const isWebpack =
      request === 'webpack' ||
      (request === './webpack' &&
        /[\\/]webpack[\\/]lib[\\/]index\.js$/.test((parent && parent.filename) || ''));
    if (!isWebpack || typeof loaded !== 'function') return loaded;
    if (!wrapped.has(loaded))
      wrapped.set(
        loaded,
        new Proxy(loaded, {
          apply(target, thisArg, args) {
            if (!fs.existsSync(out))
              fs.writeFileSync(out, JSON.stringify(serialize(args[0]), null, 2));
            return Reflect.apply(target, thisArg, args);
          },
        }),
      );
    return wrapped.get(loaded);
  };
}
