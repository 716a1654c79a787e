export default 'icon 4';
