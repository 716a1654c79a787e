console.log('no public folder');
