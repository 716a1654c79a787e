import type { Config } from 'jest';

// SWC strips types only; `npm run typecheck` is the type gate.
const transform: Config['transform'] = {
  '^.+\\.(t|j)sx?$': [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
        target: 'es2022',
      },
      module: { type: 'commonjs' },
    },
  ],
};

const shared: Config = {
  testEnvironment: 'node',
  transform,
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  testPathIgnorePatterns: ['/node_modules/', '/build/', '/.docusaurus/'],
  // ESM-only packages that our CommonJS test runtime must compile.
  transformIgnorePatterns: ['/node_modules/(?!(github-slugger)/)'],
};

const config: Config = {
  projects: [
    {
      ...shared,
      displayName: 'unit',
      roots: ['<rootDir>/plugins', '<rootDir>/src', '<rootDir>/scripts'],
      testMatch: ['<rootDir>/{plugins,src,scripts}/**/__tests__/**/*.test.{ts,tsx}'],
    },
    {
      ...shared,
      displayName: 'content',
      roots: ['<rootDir>/tests'],
      testMatch: ['<rootDir>/tests/{content,examples}/**/*.test.ts'],
    },
    {
      // Quality gates over the production build (valid HTML, size budget, no third-party URLs,
      // server headers): run by `npm run test:gates` after the build.
      ...shared,
      displayName: 'gates',
      roots: ['<rootDir>/tests/gates'],
      testMatch: ['<rootDir>/tests/gates/**/*.test.ts'],
    },
    {
      // Browser tests against the served production build: run through `npm run test:e2e`, which sets BASE_URL.
      ...shared,
      displayName: 'e2e',
      roots: ['<rootDir>/tests/e2e'],
      testMatch: ['<rootDir>/tests/e2e/**/*.test.ts'],
    },
  ],
};

export default config;
