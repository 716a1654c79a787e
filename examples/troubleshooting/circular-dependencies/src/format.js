import { defaultName } from './user';

export const formatName = (name) => (name || defaultName).toUpperCase();
