import './main.css';
