console.log('invalid configuration');
