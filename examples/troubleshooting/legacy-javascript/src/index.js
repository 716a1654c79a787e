import asyncToGenerator from '@babel/runtime/helpers/asyncToGenerator';

const load = asyncToGenerator(function* load() {
  return yield Promise.resolve(42);
});

load().then(console.log);
