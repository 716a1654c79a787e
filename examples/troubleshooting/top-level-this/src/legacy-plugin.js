export const registered = true;

this.legacyPlugin = { version: 1 };
