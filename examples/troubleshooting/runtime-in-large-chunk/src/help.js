export const show = () => console.log('help');
