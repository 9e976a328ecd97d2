import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Forbids each layer's files to import from the layers above it (through `@/` or relatively). */
function layerRules(forbidden) {
  return Object.entries(forbidden).map(([files, layers]) => ({
    files: [files.endsWith('.ts') ? files : files.replace('/**', '/**/*.{ts,tsx}')],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: layers.map((layer) => ({
            regex: `^(@/|(\\.\\./)+)${layer}(/|$)`,
            message: `This layer may not import from src/${layer} (see docs/architecture.md, layers).`,
          })),
        },
      ],
    },
  }));
}

export default tseslint.config(
  { ignores: ['dist', 'dist-ssr', 'node_modules', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      // The project service finds each file's project through the solution tsconfig.json:
      // tsconfig.app.json, tsconfig.node.json or tsconfig.test.json.
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': 'off',
    },
  },
  // Each file sees the globals of where it runs (contract/ runs everywhere, so it sees neither).
  { files: ['src/**'], languageOptions: { globals: globals.browser } },
  {
    files: ['server/**', 'scripts/**', '*.config.{js,ts}'],
    languageOptions: { globals: globals.node },
  },
  // Vitest runs the app's tests in Node with jsdom; Playwright's specs run in Node and hand
  // functions to the page.
  {
    files: ['src/**/*.test.{ts,tsx}', 'tests/**'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    files: ['**/*.tsx'],
    plugins: { react, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    settings: { react: { version: 'detect' } },
    rules: {
      ...react.configs.flat.recommended.rules,
      ...react.configs.flat['jsx-runtime'].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
      'react/jsx-no-target-blank': ['error', { enforceDynamicLinks: 'always' }],
      'react/no-danger': 'error',
      // HTML attributes newer than the rule's list (src/html-attributes.d.ts types them).
      'react/no-unknown-property': ['error', { ignore: ['closedby', 'command', 'commandfor'] }],
      // Every word a visitor reads comes from the catalogs: no literal text in JSX.
      'react/jsx-no-literals': [
        'error',
        { noStrings: true, ignoreProps: true, noAttributeStrings: false },
      ],
    },
  },
  // No import cycles (docs/architecture.md): an import, static or a lazy import(), of a module
  // that leads back to the importer fails the lint; type-only imports, gone from the build, do not
  // count. The plugin's own resolver (unrs-resolver) reads the `@/` and `@contract/` aliases from
  // tsconfig.json; tests/unit/import-rules.test.ts shows that it finds them.
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.json'],
          tsconfig: { configFile: `${import.meta.dirname}/tsconfig.json` },
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { allowUnsafeDynamicCyclicDependency: false }] },
  },
  // A feature's registry (`feature.ts`) loads its pages, so only src/app, which builds the route
  // table from the registries, imports it. Pages, parts and components read a feature's addresses
  // and labels from its `paths.ts`.
  {
    files: ['src/features/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            {
              target: ['src/features', 'src/components'],
              from: ['src/features/*/feature.ts'],
              message:
                "Only src/app imports a feature's registry: read addresses and labels from its paths.ts (docs/architecture.md).",
            },
          ],
        },
      ],
    },
  },
  // One-way layers (docs/architecture.md): contract -> behaviours, content and config -> i18n ->
  // components -> features -> app. Features may use each other's data registries, addresses and
  // sections; nothing imports the app but the entry points.
  ...layerRules({
    'src/behaviours/**': ['content', 'i18n', 'components', 'features', 'app'],
    'src/content/**': ['i18n', 'components', 'features', 'app'],
    'src/site.ts': ['i18n', 'components', 'features', 'app'],
    'src/i18n/**': ['components', 'features', 'app'],
    'src/components/**': ['features', 'app'],
    'src/features/**': ['app'],
  }),
  // The contract is shared by the browser and the server: it imports nothing of either.
  {
    files: ['contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(@/|(\\.\\./)+(src|server|scripts)/)', message: 'contract/ stands alone.' },
          ],
        },
      ],
    },
  },
  // The server runs apart from the site's code: of it, it reads only the shared contract.
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(@/|(\\.\\./)+src/)',
              message: 'server/ imports only contract/ of the site.',
            },
          ],
        },
      ],
    },
  },
  // The behaviours are written into every page with the boot script (src/boot.ts): plain DOM code,
  // a few kilobytes, with no library behind them.
  {
    files: ['src/behaviours/**/*.ts', 'src/boot.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!@/behaviours/|@/styles/|\\./)',
              message: 'The boot script and the behaviours import only each other (and styles).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    rules: {
      'react/jsx-no-literals': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['eslint.config.js'],
    extends: [tseslint.configs.disableTypeChecked],
  },
);
