module.exports = { locale: 'locale 3' };
