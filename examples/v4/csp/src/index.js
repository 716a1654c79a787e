import './nonce.js';
import './style.css';

const button = document.createElement('button');
button.textContent = 'Load the report';
document.body.appendChild(button);

button.addEventListener('click', async () => {
  const { renderReport } = await import(/* webpackChunkName: "report" */ './report.js');
  renderReport(document.body);
});
