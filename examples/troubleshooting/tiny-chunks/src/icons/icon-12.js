export default 'icon 12';
