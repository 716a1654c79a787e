import { slowestStep } from './timings.js';

const steps = [
  { name: 'resolve', ms: 120 },
  { name: 'build', ms: 840 },
  { name: 'seal', ms: 210 },
];

const report = document.createElement('p');
report.textContent = `Slowest step: ${slowestStep(steps).name}`;
document.body.appendChild(report);
