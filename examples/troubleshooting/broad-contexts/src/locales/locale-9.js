module.exports = { locale: 'locale 9' };
