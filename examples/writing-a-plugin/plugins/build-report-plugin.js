// Adds a JSON file to the output that lists every emitted asset and its size in bytes.
const PLUGIN_NAME = 'BuildReportPlugin';

const schema = {
  title: 'Build Report Plugin options',
  type: 'object',
  properties: {
    filename: {
      description: 'Name of the report file inside output.path.',
      type: 'string',
      minLength: 1,
    },
  },
  additionalProperties: false,
};

class BuildReportPlugin {
  constructor(options = {}) {
    this.options = options;
  }

  apply(compiler) {
    compiler.hooks.validate.tap(PLUGIN_NAME, () => {
      compiler.validate(schema, this.options, {
        name: 'Build Report Plugin',
        baseDataPath: 'options',
      });
    });

    const filename = this.options.filename || 'build-report.json';
    const { Compilation, sources } = compiler.webpack;

    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: PLUGIN_NAME, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        (assets) => {
          const report = Object.keys(assets)
            .sort()
            .map((name) => ({ name, size: assets[name].size() }));
          const json = `${JSON.stringify({ assets: report }, null, 2)}\n`;
          compilation.emitAsset(filename, new sources.RawSource(json));
        },
      );
    });
  }
}

module.exports = BuildReportPlugin;
