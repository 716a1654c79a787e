import clsx from 'clsx';
import { statusText } from './status.js';

const online = navigator.onLine;
const badge = document.createElement('p');
badge.className = clsx('status', { 'status-online': online, 'status-offline': !online });
badge.textContent = statusText(online);
document.body.appendChild(badge);
