export default 'icon 2';
