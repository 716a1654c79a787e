import { render } from './app.jsx';

render();
