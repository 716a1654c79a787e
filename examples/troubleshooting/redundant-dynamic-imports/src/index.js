import { greet } from './greeting';

greet('reader');
import('./greeting').then((module) => module.greet('again'));
