export function renderReport(container) {
  const report = document.createElement('p');
  report.className = 'report';
  report.textContent = 'This chunk was loaded by a script tag with the page nonce.';
  container.appendChild(report);
}
