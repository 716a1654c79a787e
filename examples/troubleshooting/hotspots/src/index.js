console.log('slow to build');
