module.exports = { locale: 'locale 6' };
