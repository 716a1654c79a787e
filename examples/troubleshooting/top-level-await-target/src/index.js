const settings = await fetch('/settings.json').then((response) => response.json());

export default settings;
