export const draw = () => console.log('chart');
