module.exports = { locale: 'locale 11' };
