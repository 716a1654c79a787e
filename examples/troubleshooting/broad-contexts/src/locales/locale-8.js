module.exports = { locale: 'locale 8' };
