import { footer } from './footer';
import { sidebar } from './sidebar';

console.log(footer, sidebar, 'c');
