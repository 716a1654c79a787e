export default 'icon 7';
