import './global.css';
import { card, cardTitle } from './card.module.css';

const hero = document.createElement('h1');
hero.className = 'hero';
hero.textContent = 'Styled by webpack';

const section = document.createElement('section');
section.className = card;
const title = document.createElement('h2');
title.className = cardTitle;
title.textContent = 'No loaders needed';
section.append(title);

document.body.append(hero, section);
console.log(`card: ${card}, title: ${cardTitle}`);
