export default {
  chunk: 'A group of modules that webpack emits as one file.',
  entry: 'The module where webpack starts building the dependency graph.',
};
