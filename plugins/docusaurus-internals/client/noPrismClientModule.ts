/**
 * Stands in, in the browser bundle, for theme-classic's client module that imports Prism into the
 * main bundle on every page: languages are registered in ./runtime.ts instead, when Prism loads.
 */
export {};
