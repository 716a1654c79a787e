const footer = document.createElement('footer');
footer.textContent = 'The footer comes from a second entry point.';
document.body.appendChild(footer);
