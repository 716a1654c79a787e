export const createStore = (state) => ({ state });
