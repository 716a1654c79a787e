import formatDate from 'tiny-date';

console.log(formatDate(new Date()));
