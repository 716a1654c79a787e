module.exports = { locale: 'locale 17' };
