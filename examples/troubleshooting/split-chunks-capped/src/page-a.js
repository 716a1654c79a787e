import { header } from './header';
import { footer } from './footer';

console.log(header, footer, 'a');
