module.exports = { locale: 'locale 20' };
