global.appName = 'demo';
console.log(__dirname);
