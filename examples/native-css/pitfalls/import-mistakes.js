import styles from '../src/card.module.css';
import { cardTitle } from '../src/card.module.css';

console.log(styles, cardTitle);
