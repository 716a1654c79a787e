import { header } from './header';
import { sidebar } from './sidebar';

console.log(header, sidebar, 'b');
