import { createStore } from './store';

export const store = /*#__PURE__*/ createStore({ count: 0 });
export const settings = /*#__PURE__*/ { theme: 'dark' };
