// ESLint 9 flat config: TypeScript, the rules of hooks and jsx-a11y for the React code. Formatting is Prettier's
// job (`npm run format`), so no stylistic rules here.
import js from '@eslint/js';
import compat from 'eslint-plugin-compat';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'dist-e2e/',
      'storybook-static/',
      'coverage/',
      'test-results/',
      'playwright-report/',
      'outbox/',
      '.data/',
      '**/__generated__/',
      'mocks/public/mockServiceWorker.js',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  {
    rules: {
      // `_name` marks a value left out on purpose (a destructured rest, a callback's unused argument).
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
      // A bare graphql`` tag declares a fragment or query for relay-compiler.
      '@typescript-eslint/no-unused-expressions': ['error', { allowTaggedTemplates: true }],
    },
  },
  {
    // The rules of hooks and exhaustive deps, as errors. react-hooks 7's React Compiler rules (refs, purity,
    // static-components …) are left out: the app does not use the compiler, and they flag the lazy-part pattern
    // (a component loaded on demand and kept in state) that is deliberate here.
    files: ['src/**/*.{ts,tsx}', 'mocks/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['src/**/*.tsx', 'mocks/**/*.tsx', '.storybook/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    // Browser code against package.json's browserslist (Safari, iOS ≥ 16.4, Firefox ESR, Chrome): an API outside those
    // browsers is an error unless feature-checked. Tests, stories and their setup run in Node or Storybook's Chromium.
    ...compat.configs['flat/recommended'],
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/**/*.stories.tsx', 'src/test/**'],
  },
  {
    // Tests read GraphQL answers of many shapes; typing each would add nothing a failing assertion does not show.
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.ts', 'mocks/testClient.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
