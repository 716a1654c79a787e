const status = document.createElement('p');
status.textContent = `API: ${process.env.API_URL} (${process.env.NODE_ENV} build)`;
document.body.appendChild(status);
