console.log('hashed module ids');
