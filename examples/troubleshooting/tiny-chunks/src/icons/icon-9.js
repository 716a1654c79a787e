export default 'icon 9';
