// Top-level await: modules that import this one wait until the settings have loaded.
const response = await fetch(new URL('./settings.json', import.meta.url));
if (!response.ok) {
  throw new Error(`settings.json: HTTP ${response.status}`);
}

export const settings = await response.json();
