export default 'icon 6';
