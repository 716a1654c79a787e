exports.build = 'CommonJS build';

exports.label = function label(date, locale) {
  return `${locale.weekdays[date.getUTCDay()]}, ${date.toISOString().slice(0, 10)}`;
};
