console.log('rendered');
