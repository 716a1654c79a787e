import styles from './button.module.css';

document.body.className = styles.button;
