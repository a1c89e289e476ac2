import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import offerdesk from './scripts/eslint/plugin.mjs';

const REMOTES = ['mf-offers-list', 'mf-offer-wizard', 'mf-parties', 'mf-documents', 'mf-party-portal'];

/** A remote never imports another remote's source (it loads it through Module Federation). */
const noCrossRemote = REMOTES.map((remote) => ({
  files: [`${remote}/src/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: [...REMOTES.filter((r) => r !== remote).flatMap((r) => [`**/${r}/**`, `@offerdesk/${r}`, `@offerdesk/${r}/**`]), '**/shell/**', '@offerdesk/shell'],
            message: 'A remote must not import another remote or the shell: load it through Module Federation.',
          },
          {
            group: ['@offerdesk/shared/*', '!@offerdesk/shared/forms', '!@offerdesk/shared/mui-extra', '**/shared/src/**'],
            message: 'Import from @offerdesk/shared, @offerdesk/shared/forms or @offerdesk/shared/mui-extra (the shared singletons), not their internals.',
          },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'e2e/artifacts/**', '.data/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, offerdesk },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'offerdesk/shared-exports-listed': 'error',
    },
  },
  ...noCrossRemote,
  {
    files: ['shell/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: REMOTES.flatMap((r) => [`**/${r}/**`, `@offerdesk/${r}`]), message: 'The shell loads remotes through Module Federation only.' }] },
      ],
    },
  },
  {
    // The second shared entry (shared/src/forms.ts) takes every stateful part (session and host
    // stores, API clients, ApiError, theme, routes) from the root singleton '@offerdesk/shared':
    // a relative import would put a second copy of them into the forms chunk.
    files: ['shared/src/forms.ts', 'shared/src/wizard/wizardStore.ts', 'shared/src/wizard/mlsData.ts', 'shared/src/ui/SignInForm.tsx', 'shared/src/ui/standalone.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/session/**', '**/api/**', '**/routing/**', '**/frame/**', '**/format/**', '**/domain/*', '!**/domain/lookups', '**/wizard/steps', './theme', './ScreenRoutes', './createMount', './hostConfig', './StateViews'],
              message: "The forms entry imports this from '@offerdesk/shared' (the root singleton), never by a relative path.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['api/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@offerdesk/shared', message: 'The API imports the framework-free subpaths (@offerdesk/shared/domain, /format, /schemas), never the UI barrel.' }] },
      ],
    },
  },
  { files: ['**/*.cjs', 'jest.config.js', 'scripts/jest/**'], languageOptions: { sourceType: 'commonjs' }, rules: { '@typescript-eslint/no-require-imports': 'off' } },
);
