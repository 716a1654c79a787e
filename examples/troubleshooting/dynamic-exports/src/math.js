const operations = { add: (a, b) => a + b, sub: (a, b) => a - b };

for (const name of Object.keys(operations)) {
  exports[name] = operations[name];
}
