// Two pages loaded on demand; both use the large data table.
document.getElementById('report').addEventListener('click', () => import('./report.js').then((m) => m.show()));
document.getElementById('export').addEventListener('click', () => import('./export.js').then((m) => m.run()));
