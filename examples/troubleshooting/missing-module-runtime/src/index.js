import { greet } from './greeting';

greet('reader');
