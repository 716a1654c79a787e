// Turns a .properties file (one `key = value` pair per line) into an ES module.
const schema = {
  title: 'Properties Loader options',
  type: 'object',
  properties: {
    separator: {
      description: 'Text that separates a key from its value.',
      type: 'string',
      minLength: 1,
    },
    parseNumbers: {
      description: 'Turn values that look like numbers into numbers.',
      type: 'boolean',
    },
  },
  additionalProperties: false,
};

module.exports = function propertiesLoader(source) {
  const { separator = '=', parseNumbers = false } = this.getOptions(schema);
  const values = {};

  source.split(/\r?\n/).forEach((rawLine, index) => {
    const line = rawLine.trim();
    if (line === '' || line.startsWith('#')) return;

    const at = line.indexOf(separator);
    if (at === -1) {
      this.emitWarning(new Error(`Line ${index + 1} has no "${separator}" and was skipped: ${line}`));
      return;
    }

    const key = line.slice(0, at).trim();
    const value = line.slice(at + separator.length).trim();
    const number = Number(value);
    values[key] = parseNumbers && value !== '' && !Number.isNaN(number) ? number : value;
  });

  return `export default ${JSON.stringify(values, null, 2)};\n`;
};
