console.log('built twice at once');
