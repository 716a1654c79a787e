import settings from './settings.properties';

console.log(`${settings.title}: ${settings.retries} retries, ${settings.theme} theme`);
console.log(typeof settings.retries);
