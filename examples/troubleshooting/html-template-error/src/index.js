console.log('page');
