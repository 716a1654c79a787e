export default 'icon 1';
