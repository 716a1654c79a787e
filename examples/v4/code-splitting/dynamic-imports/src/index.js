const button = document.createElement('button');
button.textContent = 'Show the price list';
document.body.appendChild(button);

button.addEventListener('click', async () => {
  const { renderPriceList } = await import(
    /* webpackChunkName: "price-list", webpackPrefetch: true */ './price-list.js'
  );
  renderPriceList(document.body);
});
