console.log('no mode set');
