import { layout } from './layout';

export const show = () => layout('settings');
