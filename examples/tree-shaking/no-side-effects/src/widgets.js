import { defineLegacyWidget, defineWidget } from './define.js';

export const button = defineWidget('button');
export const slider = defineWidget('slider');
export const legacyMenu = defineLegacyWidget('menu');
