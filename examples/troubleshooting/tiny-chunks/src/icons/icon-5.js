export default 'icon 5';
