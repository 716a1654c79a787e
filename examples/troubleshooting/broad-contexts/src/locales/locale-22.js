module.exports = { locale: 'locale 22' };
