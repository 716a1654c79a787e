const hero = document.createElement('h1');
hero.className = 'hero';
hero.textContent = 'Welcome home';
document.body.append(hero);
