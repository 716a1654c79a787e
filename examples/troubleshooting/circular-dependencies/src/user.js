import { formatName } from './format';

export const user = { name: formatName('ada') };
export const defaultName = 'anonymous';
