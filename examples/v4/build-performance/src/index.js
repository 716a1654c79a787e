import clsx from 'clsx';
import { slowestStep } from './timings.js';

const steps = [
  { name: 'resolve', ms: 120 },
  { name: 'build', ms: 840 },
  { name: 'seal', ms: 210 },
];

const slowest = slowestStep(steps);
const report = document.createElement('p');
report.className = clsx('report', { 'report-slow': slowest.ms > 500 });
report.textContent = `Slowest step: ${slowest.name}`;
document.body.appendChild(report);
