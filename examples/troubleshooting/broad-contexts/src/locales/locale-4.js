module.exports = { locale: 'locale 4' };
