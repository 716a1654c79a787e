import styles from './button.module.css';
import { greet } from './greeting';

document.body.className = styles.button;
greet();
