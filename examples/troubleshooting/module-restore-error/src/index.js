console.log('cached');
