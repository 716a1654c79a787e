export const render = () => import('./chart-theme').then((theme) => console.log(theme.colors));
