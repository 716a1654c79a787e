console.log('hashed');
