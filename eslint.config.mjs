// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'build/**',
      'build.next-*/**',
      'build.old-*/**',
      '.docusaurus/**',
      'node_modules/**',
      'bench/**',
      'coverage/**',
      'examples/**/dist/**',
      // Pasted-configuration fixtures: user input as written, some wrong on purpose (plugins/config-check).
      'plugins/config-check/__tests__/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // The site's service worker module (plugin-pwa's swCustom) runs in the worker scope.
    files: ['plugins/offline/sw/**/*.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    // Example projects are what readers copy: browser code and CommonJS configs, linted for mistakes only.
    files: ['examples/**/*.{js,mjs,cjs,ts,tsx,jsx}'],
    languageOptions: {
      globals: {
        ...globals.browser,
        ...globals.node,
        ...globals.worker,
        // Free variables webpack itself provides to modules (api/module-variables).
        __webpack_public_path__: 'writable',
        __webpack_require__: 'readonly',
        __webpack_chunk_load__: 'readonly',
        __webpack_modules__: 'readonly',
        __webpack_hash__: 'readonly',
        __non_webpack_require__: 'readonly',
        DEBUG: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': 'off',
      '@typescript-eslint/no-require-imports': 'off',
      '@typescript-eslint/no-unused-expressions': 'off',
    },
  },
  {
    // The shimming guide's legacy scripts rely on globals that ProvidePlugin injects.
    files: ['examples/shimming/src/legacy/**', 'examples/v4/shimming/src/legacy/**'],
    rules: { 'no-undef': 'off' },
  },
);
