console.log('licensed');
