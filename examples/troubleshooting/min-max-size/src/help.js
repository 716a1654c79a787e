import { words } from './words';

export const show = (list) => console.log(list === words);
