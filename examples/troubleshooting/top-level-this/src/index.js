import './legacy-plugin';
