export const start = () => console.log('shop');
