import formatDate from 'tiny-date';
import calendar from 'calendar';

console.log(formatDate(new Date()), calendar(new Date()));
