export default { color: 'teal' };
