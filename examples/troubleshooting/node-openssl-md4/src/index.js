console.log('built by webpack 4');
