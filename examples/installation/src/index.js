import webpackPackage from 'webpack/package.json';

console.log(`Bundled with webpack ${webpackPackage.version}.`);
