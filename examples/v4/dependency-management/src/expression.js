const language = navigator.language.startsWith('fr') ? 'fr' : 'en';

// webpack cannot know `language` at build time, so it bundles every file
// that can match `./greetings/*.js`, each in its own lazy chunk.
import(`./greetings/${language}.js`).then(({ default: greet }) => {
  console.log(greet('webpack'));
});
