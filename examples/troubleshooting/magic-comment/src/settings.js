export const show = () => console.log('settings');
