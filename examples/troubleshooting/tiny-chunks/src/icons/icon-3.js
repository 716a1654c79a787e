export default 'icon 3';
