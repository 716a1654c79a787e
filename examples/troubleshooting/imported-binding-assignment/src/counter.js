export let count = 0;
