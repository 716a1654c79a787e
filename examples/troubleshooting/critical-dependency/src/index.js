export function loadLocale(name) {
  return require(name);
}

console.log(loadLocale('./en.json'));
