import { greet } from './greeting';

greet(eval('1 + 1'));
