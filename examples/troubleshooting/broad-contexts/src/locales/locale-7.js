module.exports = { locale: 'locale 7' };
