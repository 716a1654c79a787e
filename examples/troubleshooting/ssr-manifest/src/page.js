export const render = () => console.log('page');
