/** localStorage key of the colour mode (spec §4). Docusaurus uses the same key with `storage.namespace: false`. */
export const THEME_STORAGE_KEY = 'theme';
