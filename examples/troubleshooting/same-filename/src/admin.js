console.log('admin');
