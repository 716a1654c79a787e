import { build, label } from 'date-label';
import de from 'date-label/locales/de';
import { debug } from 'date-label/debug';
import { commonjsBuild } from './from-commonjs.cjs';

debug('formatting a date');
console.log(`import: ${build}`);
console.log(`require(): ${commonjsBuild}`);
console.log(label(new Date(Date.UTC(2024, 0, 1)), de));
