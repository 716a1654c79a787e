console.log('runtime');
