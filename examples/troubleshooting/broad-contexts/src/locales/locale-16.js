module.exports = { locale: 'locale 16' };
