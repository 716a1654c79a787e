import { countries } from './countries';

console.log(countries.length);
