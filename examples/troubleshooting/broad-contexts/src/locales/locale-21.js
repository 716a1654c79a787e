module.exports = { locale: 'locale 21' };
