// theme-search-algolia only reads DocSearch's major version at load (the site has v4); the real package is
// ESM-only, which this CommonJS test runtime cannot load.
jest.mock('@docsearch/react', () => ({ version: '4.0.0' }));

import * as algoliaTheme from '@docusaurus/theme-search-algolia';
import { SEARCH_PLACEHOLDER } from '../lib/constants';
import { resultPath, searchConfigFromEnv } from '../lib/provider';

interface JoiSchema {
  validate(value: unknown): { error?: Error; value: unknown };
}
// Exported by the package at runtime (lib/index.js) but not in its type declarations.
const { validateThemeConfig } = algoliaTheme as unknown as {
  validateThemeConfig(args: {
    themeConfig: unknown;
    validate: (schema: JoiSchema, value: unknown) => unknown;
  }): {
    algolia: Record<string, unknown>;
  };
};

const algoliaEnv = {
  ALGOLIA_APP_ID: 'SAMPLEAPPID',
  ALGOLIA_API_KEY: 'sample-search-only-key',
  ALGOLIA_INDEX_NAME: 'sample-index',
};

describe('searchConfigFromEnv', () => {
  it('uses local search when no Algolia variable is set (or they are blank)', () => {
    expect(searchConfigFromEnv({})).toEqual({ provider: 'local' });
    expect(searchConfigFromEnv({ ALGOLIA_APP_ID: ' ', ALGOLIA_API_KEY: '', PATH: '/bin' })).toEqual(
      { provider: 'local' },
    );
  });

  it('uses Algolia DocSearch when all three are set: contextual, no personalization, the spec placeholder', () => {
    const config = searchConfigFromEnv(algoliaEnv);
    expect(config).toMatchObject({
      provider: 'algolia',
      algolia: {
        appId: 'SAMPLEAPPID',
        apiKey: 'sample-search-only-key',
        indexName: 'sample-index',
        contextualSearch: true,
        searchParameters: { enablePersonalization: false },
        disableUserPersonalization: true,
        placeholder: SEARCH_PLACEHOLDER,
        translations: {
          button: { buttonText: SEARCH_PLACEHOLDER },
          modal: { searchBox: { placeholderText: SEARCH_PLACEHOLDER } },
        },
      },
    });
  });

  it('gives theme-search-algolia a config it accepts', () => {
    const config = searchConfigFromEnv(algoliaEnv);
    if (config.provider !== 'algolia') throw new Error('expected Algolia');
    const validated = validateThemeConfig({
      themeConfig: { algolia: config.algolia },
      validate: (schema, value) => {
        const { error, value: result } = schema.validate(value);
        if (error) throw error;
        return result;
      },
    });
    expect(validated.algolia).toMatchObject({
      appId: 'SAMPLEAPPID',
      contextualSearch: true,
      searchPagePath: false,
    });
  });

  it('fails clearly when only some of the three are set', () => {
    expect(() => searchConfigFromEnv({ ALGOLIA_APP_ID: 'x', ALGOLIA_API_KEY: 'y' })).toThrow(
      'Algolia search is half configured: ALGOLIA_APP_ID, ALGOLIA_API_KEY are set but ALGOLIA_INDEX_NAME is not.',
    );
    expect(() => searchConfigFromEnv({ ALGOLIA_INDEX_NAME: 'z' })).toThrow(
      /ALGOLIA_INDEX_NAME is set but ALGOLIA_APP_ID, ALGOLIA_API_KEY are not/,
    );
  });
});

describe('resultPath', () => {
  it('strips scheme and host, keeping path, query and hash', () => {
    expect(resultPath('https://webpack.js.org/configuration/output/#outputpath')).toBe(
      '/configuration/output/#outputpath',
    );
    expect(resultPath('https://example.org/guides/?q=1#x')).toBe('/guides/?q=1#x');
    expect(resultPath('/concepts/')).toBe('/concepts/');
  });
});
