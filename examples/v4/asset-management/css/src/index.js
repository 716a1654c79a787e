import './style.css';

const heading = document.createElement('h1');
heading.textContent = 'Styled by a bundled stylesheet';
heading.classList.add('title');
document.body.appendChild(heading);
