module.exports = { locale: 'locale 12' };
