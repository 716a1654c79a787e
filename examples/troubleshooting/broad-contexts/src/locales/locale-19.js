module.exports = { locale: 'locale 19' };
