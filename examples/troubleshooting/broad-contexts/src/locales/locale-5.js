module.exports = { locale: 'locale 5' };
