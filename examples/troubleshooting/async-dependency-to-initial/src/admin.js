export const open = () => console.log('admin');
