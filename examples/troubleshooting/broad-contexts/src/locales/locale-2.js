module.exports = { locale: 'locale 2' };
