module.exports = { locale: 'locale 13' };
