module.exports = 'chart';
