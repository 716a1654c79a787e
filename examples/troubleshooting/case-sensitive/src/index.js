import { util } from './util.js?V1';
import { util as again } from './util.js?v1';

console.log(util === again);
