import './style.css';
