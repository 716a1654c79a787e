import { buildExample4 } from '../../../helpers/build-example';
test('x', async () => { const b = await buildExample4(process.env.EX!); console.log(b.files.join('\n')); console.log(b.stats.toString({colors:false})); }, 60000);
