import logoUrl from './logo.svg';

const logo = document.createElement('img');
logo.src = logoUrl;
document.body.append(logo);

const button = document.createElement('button');
button.textContent = 'Help';
button.addEventListener('click', async () => {
  const { showHelp } = await import(/* webpackChunkName: "help" */ './help.js');
  showHelp();
});
document.body.append(button);
