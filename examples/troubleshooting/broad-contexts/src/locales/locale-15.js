module.exports = { locale: 'locale 15' };
