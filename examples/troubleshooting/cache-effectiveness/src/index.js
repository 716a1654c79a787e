console.log('stamped');
