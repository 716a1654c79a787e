console.log('home');
