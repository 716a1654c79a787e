export default 'icon 10';
