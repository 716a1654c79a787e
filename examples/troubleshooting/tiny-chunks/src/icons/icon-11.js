export default 'icon 11';
