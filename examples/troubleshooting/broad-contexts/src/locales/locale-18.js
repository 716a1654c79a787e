module.exports = { locale: 'locale 18' };
