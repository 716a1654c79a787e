module.exports = { locale: 'locale 10' };
