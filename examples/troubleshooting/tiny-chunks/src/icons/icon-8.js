export default 'icon 8';
