export function showHelp() {
  const help = document.createElement('p');
  help.textContent = 'The logo and this text were loaded from the public path.';
  document.body.append(help);
}
