import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import offerdesk from './scripts/eslint/plugin.mjs';

const REMOTES = ['mf-offers-list', 'mf-offer-wizard', 'mf-parties', 'mf-documents', 'mf-party-portal'];

/**
 * The import boundaries of the repository. Each file group gets one no-restricted-imports list
 * (flat config: a later list for the same file would replace an earlier one, not add to it).
 */
const importsOf = (dirs) => dirs.flatMap((d) => [`**/${d}/**`, `@offerdesk/${d}`, `@offerdesk/${d}/**`]);
const BOUNDARY = {
  otherRemotes: (remote) => ({
    group: [...importsOf(REMOTES.filter((r) => r !== remote)), ...importsOf(['shell'])],
    message: 'A remote must not import another remote or the shell: load it through Module Federation.',
  }),
  sharedInternals: {
    group: [
      '@offerdesk/shared/*',
      '!@offerdesk/shared/features',
      '!@offerdesk/shared/forms',
      '!@offerdesk/shared/mui-extra',
      '!@offerdesk/shared/testing',
      '!@offerdesk/shared/contract',
      '**/shared/src/**',
      '@offerdesk/runtime/*',
      '!@offerdesk/runtime/first-paint',
      '**/runtime/src/**',
    ],
    message:
      'Import from @offerdesk/runtime, @offerdesk/runtime/first-paint, @offerdesk/shared, @offerdesk/shared/features, @offerdesk/shared/forms or @offerdesk/shared/mui-extra (types: @offerdesk/shared/contract), not their internals.',
  },
  runtimeInternals: {
    group: ['**/runtime/src/**', '@offerdesk/runtime/*', '!@offerdesk/runtime/first-paint'],
    message:
      'Shared code uses the host runtime only through @offerdesk/runtime (the one copy in the page) and @offerdesk/runtime/first-paint, never its files.',
  },
  runtimeOnly: {
    group: ['@offerdesk/shared', '@offerdesk/shared/*', '**/shared/src/**', '@offerdesk/*', '!@offerdesk/runtime'],
    message: 'The host runtime imports nothing from @offerdesk/shared or any app: shared code uses the runtime, never the other way.',
  },
  remotes: { group: importsOf(REMOTES), message: 'The shell loads remotes through Module Federation only.' },
  apps: { group: importsOf(['shell', ...REMOTES]), message: 'Shared code imports no app: apps import shared, never the other way.' },
  server: {
    group: ['**/api/src', '**/api/src/**', '@offerdesk/api', '@offerdesk/api/**'],
    message: 'Front ends import nothing from api/: they call the API over HTTP through @offerdesk/shared.',
  },
  tooling: {
    group: ['**/scripts/**', '**/e2e/**'],
    message: 'Shared code imports no server or test tooling (scripts/, e2e/).',
  },
  apiInternals: {
    group: ['**/api/src/*', '**/api/src/**/*', '!**/api/src/index', '!**/api/src/index.ts', '@offerdesk/api/*'],
    message: 'Outside api/, import the API only through its public entry (api/src, i.e. api/src/index.ts).',
  },
  react: {
    group: [
      'react',
      'react/**',
      'react-dom',
      'react-dom/**',
      'react-router',
      'react-router-dom',
      'react-final-form',
      'react-sortablejs',
      '@mui/**',
      '@emotion/**',
      'zustand',
      'zustand/**',
    ],
    message: 'The API and the framework-free shared parts need no React (nor UI or store libraries).',
  },
  sharedForApi: {
    regex: '^@offerdesk/(runtime|shared(?!/(contract|domain|format|schemas)$))|/(shared|runtime)/src(/|$)',
    message: 'The API imports only the framework-free shared subpaths: @offerdesk/shared/contract, /domain, /format, /schemas.',
  },
  offerAccess: {
    group: ['**/offersRepo'],
    importNames: ['findOfferAccess'],
    message: 'Offer access goes through offerRoute or requireOfferAccess (features/offers/offerAccess.ts), the one policy.',
  },
  contract: {
    group: [
      'react',
      'react-dom',
      'react-*',
      '@mui/*',
      '@emotion/*',
      'zustand',
      'yup',
      '@offerdesk/*',
      '../*',
      '!../domain',
      '!../domain/*',
    ],
    message: 'The wire contract imports only @sinclair/typebox and the domain constants (shared/src/domain).',
  },
  frameworkFreeLeaves: {
    group: [
      '@offerdesk/shared',
      '@offerdesk/shared/*',
      '@offerdesk/runtime',
      '@offerdesk/runtime/*',
      '**/ui/**',
      '**/session/**',
      '**/wizard/**',
      '**/frame/**',
      '**/api/**',
      '**/features',
      '**/forms',
      '**/muiExtra',
    ],
    message: 'domain, format and schemas stay framework-free (the API imports them): no UI, store, client or barrel imports.',
  },
};
const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

/** The forms entry (shared/src/forms.ts) takes what the root and features entries have from them by name. */
const FORMS_ENTRY_FILES = [
  'shared/src/forms.ts',
  'shared/src/wizard/wizardStore.ts',
  'shared/src/wizard/mlsData.ts',
  'shared/src/wizard/offerDraft.ts',
  'shared/src/ui/SignInForm.tsx',
  'shared/src/ui/standalone.tsx',
  'shared/src/ui/FormInfoItem.tsx',
  'shared/src/wizard/formInfoValues.ts',
  'shared/src/ui/WizardProgressBar.tsx',
  'shared/src/ui/PdfPicker.tsx',
  'shared/src/ui/MoneyTextField.tsx',
  'shared/src/ui/OptionSelect.tsx',
];
/**
 * The features entry (shared/src/features.ts) minus its framework-free domain rules (which the API
 * imports too, so they import their own kind relatively): it takes the root entry's parts by name.
 */
const FEATURES_ENDPOINTS = ['offerDraft', 'mlsSearch', 'formTemplates', 'documents', 'parties', 'portal', 'signing', 'contractDocuments'];
const FEATURES_ENTRY_FILES = [
  'shared/src/features.ts',
  ...FEATURES_ENDPOINTS.map((e) => `shared/src/api/endpoints/${e}.ts`),
  'shared/src/wizard/steps.ts',
];
/** Framework-free modules of the features entry: it may import them relatively (the API imports them too). */
const FEATURES_DOMAIN = [
  'documentActions',
  'formRules',
  'mlsNumbers',
  'offerFlow',
  'portalView',
  'offerPageActions',
  'partyLabels',
  'saleParties',
  'offerComparison',
  'webhooks',
  'signingConsent',
  'assignerAddress',
];
/** Any relative import in the features entry but of its own modules. */
const FEATURES_RELATIVE_ROOT = [
  '^',
  `(?!\\./(?:${FEATURES_ENDPOINTS.join('|')})$)`,
  `(?!.*/(?:domain/(?:${FEATURES_DOMAIN.join('|')})|format/moneyInput|api/endpoints/(?:${FEATURES_ENDPOINTS.join('|')})|wizard/steps)$)`,
  '\\.\\.?(?:/|$)',
].join('');
/**
 * What each remote shares inside itself (lint rule offerdesk/feature-boundaries, scripts/eslint/plugin.mjs):
 * a feature folder (`<remote>/src/<feature>/`) imports another feature only through its index.ts or
 * the modules listed here under `public`; the `shared` folders (the wizard's step frame, common
 * views, the layout, the test kit) are every feature's. `src/` itself (routes, mount) composes them.
 */
const REMOTE_FEATURES = {
  'mf-offers-list': {
    shared: ['testing'],
    public: { import: ['MlsImportDialog', 'importPaths'], offers: ['OfferPhoto', 'icons', 'offerKeys', 'offerActions'] },
  },
  'mf-offer-wizard': { shared: ['wizard', 'testing'] },
  'mf-parties': { shared: ['testing'] },
  'mf-documents': {
    shared: ['common', 'testing'],
    public: {
      contractDocuments: [
        'api',
        'ContractDocumentsPanel',
        'dialogs/AddDocumentsDialog',
        'dialogs/ConfirmDialog',
        'dialogs/PartyChecklist',
        'dialogs/ShareForSignatureDialog',
        'documentKeys',
        'saveFile',
        'toActionDocument',
        'useDocumentMutations',
      ],
      documentViewer: ['OfferDocumentViewer'],
      offerPage: ['PartiesTab', 'SubmitToBroker', 'offerPageKeys'],
      sale: ['saleKeys'],
      signing: [
        'session/signingOrigin',
        'session/useSigningHandOff',
        'signer/SignDocumentsPage',
        'signer/SignerNotice',
        'signer/redirects',
        'signingScreens',
      ],
    },
  },
  'mf-party-portal': {
    shared: ['common', 'layout', 'testing'],
    public: {
      addSeller: ['AddSellerForm'],
      counter: ['counterValues'],
      forward: ['ForwardOfferForm'],
      landing: ['AgentCard', 'LandingView', 'RejectDialog', 'TermsCard'],
      portal: [
        'LinkEndedPage',
        'PortalOfferGate',
        'decisionNotice',
        'linkToken',
        'portalApi',
        'portalModel',
        'reviewed',
        'signFirst',
        'usePortalLink',
      ],
    },
  },
};

const FRAMEWORK_FREE = ['shared/src/domain/**/*.ts', 'shared/src/format/**/*.ts', 'shared/src/schemas/**/*.ts'];

const boundaries = [
  ...REMOTES.map((remote) => ({
    files: [`${remote}/**/*.{ts,tsx}`],
    rules: restrict(BOUNDARY.otherRemotes(remote), BOUNDARY.sharedInternals, BOUNDARY.server),
  })),
  { files: ['shell/**/*.{ts,tsx}'], rules: restrict(BOUNDARY.remotes, BOUNDARY.server) },
  { files: ['shared/**/*.{ts,tsx}'], rules: restrict(BOUNDARY.apps, BOUNDARY.server, BOUNDARY.tooling, BOUNDARY.runtimeInternals) },
  { files: ['runtime/**/*.{ts,tsx}'], rules: restrict(BOUNDARY.apps, BOUNDARY.server, BOUNDARY.tooling, BOUNDARY.runtimeOnly) },
  {
    // A relative import in the forms entry would put a second copy of the client, ApiError or a
    // view into the forms chunk.
    files: FORMS_ENTRY_FILES,
    rules: restrict(BOUNDARY.apps, BOUNDARY.server, BOUNDARY.tooling, BOUNDARY.runtimeInternals, {
      group: [
        '**/api/**',
        '**/routing/**',
        '**/format/**',
        '**/domain/*',
        '!**/domain/lookups',
        '!**/domain/partyRules',
        '**/wizard/steps',
        './theme',
        './ScreenRoutes',
        './createMount',
        './hostConfig',
        './StateViews',
      ],
      message:
        "The forms entry imports this from '@offerdesk/shared' (the root entry) or '@offerdesk/shared/features' by name, never by a relative path.",
    }),
  },
  {
    // A relative import in the features entry would put a second copy of the contract, the client,
    // ApiError or a view into the features chunk.
    files: FEATURES_ENTRY_FILES,
    rules: restrict(BOUNDARY.apps, BOUNDARY.server, BOUNDARY.tooling, BOUNDARY.runtimeInternals, {
      regex: FEATURES_RELATIVE_ROOT,
      message: "The features entry imports this from '@offerdesk/shared' (the root entry), never by a relative path.",
    }),
  },
  {
    files: FRAMEWORK_FREE,
    ignores: ['**/__tests__/**'],
    rules: restrict(BOUNDARY.apps, BOUNDARY.server, BOUNDARY.tooling, BOUNDARY.react, BOUNDARY.frameworkFreeLeaves),
  },
  // The wire contract is read by the API and every front end.
  {
    files: ['shared/src/contract/**/*.ts'],
    ignores: ['**/__tests__/**'],
    rules: restrict(BOUNDARY.apps, BOUNDARY.server, BOUNDARY.tooling, BOUNDARY.contract),
  },
  { files: ['api/**/*.ts'], rules: restrict(BOUNDARY.react, BOUNDARY.sharedForApi, BOUNDARY.apps, BOUNDARY.offerAccess) },
  // The policy itself reads the access row.
  {
    files: ['api/src/features/offers/offerAccess.ts', 'api/**/__tests__/**'],
    rules: restrict(BOUNDARY.react, BOUNDARY.sharedForApi, BOUNDARY.apps),
  },
  { files: ['e2e/**/*.ts', 'scripts/**/*.{ts,mjs}'], rules: restrict(BOUNDARY.apiInternals) },
  // Apps take the wire types straight from the contract; its values (routes, limits) through the root entry, bundled once.
  {
    files: ['shell/**/*.{ts,tsx}', ...REMOTES.map((remote) => `${remote}/**/*.{ts,tsx}`)],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@offerdesk/shared/contract',
              allowTypeImports: true,
              message: "Only types come from '@offerdesk/shared/contract' (`import type`); its values from '@offerdesk/shared'.",
            },
          ],
        },
      ],
    },
  },
  // Between the features of one remote as between apps (tests may compose features).
  ...REMOTES.map((remote) => ({
    files: [`${remote}/src/**/*.{ts,tsx}`],
    ignores: ['**/__tests__/**'],
    rules: { 'offerdesk/feature-boundaries': ['error', { src: `${remote}/src`, ...REMOTE_FEATURES[remote] }] },
  })),
];

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
  ...boundaries,
  {
    // SQL only in the API's repositories, *Repo.ts (and their shared fragments, *Sql.ts; see
    // scripts/eslint/plugin.mjs); the database modules, the job queue's adapter (it runs the
    // statements pg-boss gives it) and the tests are theirs to query.
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/**/*Repo.ts', 'api/src/**/*Sql.ts', 'api/src/db/**', 'api/src/jobs/jobQueue.ts', '**/__tests__/**'],
    rules: { 'offerdesk/sql-in-repositories': 'error' },
  },
  {
    // The error handler answers 503 for a database that is away.
    files: ['api/src/http/errorHandler.ts'],
    rules: { 'offerdesk/sql-in-repositories': ['error', { allow: ['DatabaseUnavailableError'] }] },
  },
  {
    // The demo seed writes its rows through the one generic insert.
    files: ['api/src/seed/**/*.ts'],
    ignores: ['**/*Repo.ts'],
    rules: { 'offerdesk/sql-in-repositories': ['error', { allow: ['insertRow'] }] },
  },
  {
    // The composition root opens the database and migrates it.
    files: ['api/src/server.ts'],
    rules: { 'offerdesk/sql-in-repositories': ['error', { allow: ['openDb', 'migrate', 'withStartupLock'] }] },
  },
  {
    // No import cycles anywhere (workspace packages resolve to their sources, so a cycle through
    // @offerdesk/shared counts too); type-only imports vanish at build time and are not cycles.
    files: ['**/*.{ts,tsx,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
      // Dependencies are parsed as TypeScript too (else a .ts file on the cycle is skipped silently).
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: false }] },
  },
  {
    files: ['**/*.cjs', 'jest.config.js', 'scripts/jest/**'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
