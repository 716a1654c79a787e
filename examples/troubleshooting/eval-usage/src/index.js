import { run } from './formula';

console.log(run('1 + 2'));
