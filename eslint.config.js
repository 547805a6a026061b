import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { plugin as ped } from './tools/lint/module-boundaries.js';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/node_modules/**',
      '.nx/**',
      '.data/**',
      '.tmp/**',
      'coverage/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/**/*.{ts,tsx}', 'libs/web-kit/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Module Federation shares a package whole: apps reach Chakra UI and React Router only through the
    // singleton `@ped/web-kit/ui`, which re-exports what they use (tools/rspack/module-federation.mjs).
    files: ['apps/**/*.{ts,tsx}', 'libs/web-kit/**/*.{ts,tsx}'],
    ignores: [
      'libs/web-kit/src/ui.ts',
      'libs/web-kit/src/ui-overlays.ts',
      'libs/web-kit/src/ui-lazy.ts',
      'libs/web-kit/src/theme/system.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@chakra-ui/*', '@emotion/*', 'react-router', 'react-router/*', 'react-router-dom'],
              message:
                "Import Chakra UI and React Router from '@ped/web-kit/ui' (add the name to libs/web-kit/src/ui.ts): shared whole, they would put all of Chakra on every first load.",
            },
          ],
        },
      ],
    },
  },
  {
    // TanStack Query is not shared on its own: apps take its hooks from the `@ped/web-kit` singleton, or a
    // second copy would look for a QueryClient that only the first one has. Types are free.
    files: ['apps/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@tanstack/react-query',
              allowTypeImports: true,
              message:
                "Import TanStack Query's hooks from '@ped/web-kit' (add them to libs/web-kit/src/index.ts).",
            },
          ],
        },
      ],
    },
  },
  {
    // Module boundaries, on Nx's model: each workspace package carries Nx tags in its package.json
    // (`nx.tags`: a scope — which side of NATS it lives on — and a type). Runnable projects (services,
    // apps, the edge) depend only on libs, so no service imports another service and no app another app;
    // scopes keep nest-kit out of apps and web-kit out of services. From any file, a relative path into
    // another package and a package path it does not export are refused (tools/lint/module-boundaries.js).
    files: ['**/*.{ts,tsx,js,mjs,cjs,jsx}'],
    plugins: { ped },
    rules: {
      'ped/module-boundaries': [
        'error',
        {
          depConstraints: [
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:service', onlyDependOnLibsWithTags: ['scope:service', 'scope:shared'] },
            { sourceTag: 'scope:app', onlyDependOnLibsWithTags: ['scope:app', 'scope:shared'] },
            { sourceTag: 'scope:edge', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'type:lib', onlyDependOnLibsWithTags: ['type:lib'] },
            { sourceTag: 'type:service', onlyDependOnLibsWithTags: ['type:lib'] },
            { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:lib'] },
            { sourceTag: 'type:tool', onlyDependOnLibsWithTags: ['type:lib'] },
          ],
        },
      ],
    },
  },
  {
    // Scripts and tests print to the terminal on purpose.
    files: ['tools/scripts/**', 'e2e/**', '**/*.spec.ts', '**/*.int-spec.ts', 'bench/**'],
    rules: { 'no-console': 'off' },
  },
);
