import { user } from './user';

console.log(user.name);
