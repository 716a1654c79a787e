const button = document.createElement('button');
button.textContent = 'Open the dialog';
button.addEventListener('click', async () => {
  const { openDialog } = await import(/* webpackChunkName: "dialog" */ './dialog.js');
  openDialog('Loaded on demand');
});
document.body.append(button);
