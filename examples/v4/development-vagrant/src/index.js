const message = document.createElement('p');
message.textContent = `Served from the virtual machine, viewed at ${window.location.host}.`;
document.body.appendChild(message);
