import asyncToGenerator from '@babel/runtime/helpers/asyncToGenerator';

const load = asyncToGenerator(function* load() {
  return 42;
});

load().then(console.log);
