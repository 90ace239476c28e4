import js from '@eslint/js';
import {importX} from 'eslint-plugin-import-x';
import {createTypeScriptImportResolver} from 'eslint-import-resolver-typescript';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import {layerZones} from './eslint.layers.js';

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      '.cache',
      '.local',
      'storefrontapi.generated.d.ts',
      'test-results',
      'playwright-report',
      'supabase/functions/**',
    ],
  },
  js.configs.recommended,
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: {
      globals: {
        console: 'readonly',
        process: 'readonly',
        URL: 'readonly',
        URLSearchParams: 'readonly',
        fetch: 'readonly',
        Response: 'readonly',
        Request: 'readonly',
        Headers: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        setInterval: 'readonly',
        clearInterval: 'readonly',
        Buffer: 'readonly',
        TextEncoder: 'readonly',
        TextDecoder: 'readonly',
        AbortController: 'readonly',
        AbortSignal: 'readonly',
        crypto: 'readonly',
        structuredClone: 'readonly',
        queueMicrotask: 'readonly',
      },
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [...tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: {projectService: true, tsconfigRootDir: import.meta.dirname},
    },
    plugins: {'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, 'import-x': importX},
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({project: './tsconfig.json'})],
    },
    rules: {
      // Modules form layers (lib → features → routes); a cycle means one of them is in the wrong place.
      // Cycles are found by madge in `npm test` and `npm run test:quick` (type imports included), in a
      // fraction of the time import-x/no-cycle took here (over a third of the whole lint).
      'import-x/no-restricted-paths': [
        'error',
        {basePath: import.meta.dirname, zones: layerZones(import.meta.dirname)},
      ],
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', {fixStyle: 'inline-type-imports'}],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/only-throw-error': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        {argsIgnorePattern: '^_', varsIgnorePattern: '^_'},
      ],
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-misused-promises': ['error', {checksVoidReturn: {attributes: false}}],
    },
  },
  {
    // zod (about 24 kB gzipped) stays out of the browser: schemas live in *.server.ts modules, and the
    // modules pages share hold only texts, limits and types.
    files: ['app/**/*.{ts,tsx}'],
    ignores: ['app/**/*.server.{ts,tsx}', 'app/**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zod',
              message:
                'Build zod schemas in a *.server.ts module, so zod is not shipped to the browser.',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    // Tests wire features into the seam and call routes' loaders: they stand where the composition does.
    files: ['app/**/*.test.{ts,tsx}'],
    rules: {'import-x/no-restricted-paths': 'off'},
  },
  {
    // Routes stay thin: past this, part of the route is a feature's rule or component.
    files: ['app/routes/**/*.{ts,tsx}'],
    rules: {'max-lines': ['error', {max: 250, skipBlankLines: false, skipComments: false}]},
  },
  {
    // Every context of the app is made by the sharing seam (createRequestContext), so markup kept for
    // sharing can refuse to read any of them.
    files: ['app/**/*.{ts,tsx}'],
    ignores: ['app/sharing/**', 'app/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react',
              importNames: ['createContext'],
              message:
                'Make app contexts with createRequestContext (~/sharing), so shared markup cannot read them.',
            },
          ],
        },
      ],
      'no-restricted-properties': [
        'error',
        {
          object: 'React',
          property: 'createContext',
          message:
            'Make app contexts with createRequestContext (~/sharing), so shared markup cannot read them.',
        },
      ],
    },
  },
  {
    files: ['tests/**/*.ts', '**/*.test.ts', '*.config.ts', 'codegen.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
);
