/*#__NO_SIDE_EFFECTS__*/
export function defineWidget(name) {
  console.log(`defining ${name}`);
  return { name };
}

export function defineLegacyWidget(name) {
  console.log(`defining legacy ${name}`);
  return { name };
}
