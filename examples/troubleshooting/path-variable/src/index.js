console.log('path variables');
