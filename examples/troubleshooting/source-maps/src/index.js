console.log('mapped');
