module.exports = { locale: 'locale 1' };
