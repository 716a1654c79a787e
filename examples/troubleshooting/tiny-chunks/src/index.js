const names = ['icon-1', 'icon-2', 'icon-3', 'icon-4', 'icon-5', 'icon-6', 'icon-7', 'icon-8', 'icon-9', 'icon-10', 'icon-11', 'icon-12'];

for (const name of names) {
  import(`./icons/${name}.js`).then((icon) => console.log(icon.default));
}
