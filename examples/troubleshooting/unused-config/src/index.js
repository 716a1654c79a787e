console.log('nothing here uses the configuration');
