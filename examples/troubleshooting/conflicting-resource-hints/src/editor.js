export const start = () => console.log('editor');
