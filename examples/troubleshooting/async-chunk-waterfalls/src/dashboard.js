export const open = () => import('./charts').then((charts) => charts.render());
