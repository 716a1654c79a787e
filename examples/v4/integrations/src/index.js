const year = new Date().getFullYear();
document.body.textContent = `Built by webpack, running in ${year}.`;
