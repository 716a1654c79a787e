require.include('./chart');

console.log('chart module included');
