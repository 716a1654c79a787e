console.log('hello');
