module.exports = { locale: 'locale 14' };
