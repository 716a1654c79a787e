import { render } from './render';
import { App } from './App.jsx';

render(App);
