// Every .js file directly inside ./greetings (no subfolders).
const greetings = require.context('./greetings', false, /\.js$/);

console.log('Languages:', greetings.keys().join(', '));

for (const key of greetings.keys()) {
  const greet = greetings(key).default;
  console.log(greet('webpack'));
}
