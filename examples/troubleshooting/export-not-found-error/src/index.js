import { formatDate } from './dates';

console.log(formatDate(new Date()));
