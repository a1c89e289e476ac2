import { lint, type Case } from './lint';

/** Each boundary with one import that breaks it, the rule that must refuse it and a word of its message. */
const BAD: (Case & { name: string; rule: string; says: RegExp })[] = [
  {
    name: "a remote's feature imports another feature's internals",
    filePath: 'mf-offer-wizard/src/share/x.ts',
    code: "import { REQUIRED_MESSAGE } from '../formInfo/FormInfoPage';\nexport default REQUIRED_MESSAGE;\n",
    rule: 'offerdesk/feature-boundaries',
    says: /internal module of the feature 'formInfo'/,
  },
  {
    name: "a remote's feature loads a module another feature does not list as public",
    filePath: 'mf-documents/src/sale/x.ts',
    code: "export const page = () => import('../offerPage/OfferPage');\n",
    rule: 'offerdesk/feature-boundaries',
    says: /internal module of the feature 'offerPage'/,
  },
  {
    name: 'a remote imports another remote',
    filePath: 'mf-parties/src/x.ts',
    code: "import { routes } from '../../mf-documents/src/routes';\nexport default routes;\n",
    rule: 'no-restricted-imports',
    says: /another remote or the shell/,
  },
  {
    name: 'a remote imports another remote by package',
    filePath: 'mf-offers-list/src/x.ts',
    code: "import w from '@offerdesk/mf-offer-wizard';\nexport default w;\n",
    rule: 'no-restricted-imports',
    says: /another remote or the shell/,
  },
  {
    name: 'a remote imports the shell',
    filePath: 'mf-offer-wizard/src/x.ts',
    code: "import { App } from '../../shell/src/App';\nexport default App;\n",
    rule: 'no-restricted-imports',
    says: /another remote or the shell/,
  },
  {
    name: 'the shell imports a remote',
    filePath: 'shell/src/x.ts',
    code: "import { routes } from '../../mf-offers-list/src/routes';\nexport default routes;\n",
    rule: 'no-restricted-imports',
    says: /through Module Federation only/,
  },
  {
    name: 'shared imports an app',
    filePath: 'shared/src/ui/x.ts',
    code: "import { App } from '../../../shell/src/App';\nexport default App;\n",
    rule: 'no-restricted-imports',
    says: /imports no app/,
  },
  {
    name: 'shared imports server code',
    filePath: 'shared/src/ui/x.ts',
    code: "import { startApi } from '../../../api/src';\nexport default startApi;\n",
    rule: 'no-restricted-imports',
    says: /import nothing from api/,
  },
  {
    name: 'shared imports a script',
    filePath: 'shared/src/ui/x.ts',
    code: "import { serveStatic } from '../../../scripts/serve';\nexport default serveStatic;\n",
    rule: 'no-restricted-imports',
    says: /no server or test tooling/,
  },
  {
    name: 'a remote imports api/',
    filePath: 'mf-documents/src/x.ts',
    code: "import { DEMO_USERS } from '../../api/src/seed/demoUsers';\nexport default DEMO_USERS;\n",
    rule: 'no-restricted-imports',
    says: /import nothing from api/,
  },
  {
    name: 'the shell imports api/',
    filePath: 'shell/src/x.ts',
    code: "import { configFromEnv } from '../../api/src';\nexport default configFromEnv;\n",
    rule: 'no-restricted-imports',
    says: /import nothing from api/,
  },
  {
    name: 'the API imports React',
    filePath: 'api/src/features/offers/x.ts',
    code: "import { useState } from 'react';\nexport default useState;\n",
    rule: 'no-restricted-imports',
    says: /need no React/,
  },
  {
    name: 'an API use case reads offer access around the policy',
    filePath: 'api/src/features/signing/x.ts',
    code: "import { findOfferAccess } from '../offers/offersRepo';\nexport default findOfferAccess;\n",
    rule: 'no-restricted-imports',
    says: /the one policy/,
  },
  {
    name: 'the API imports MUI',
    filePath: 'api/src/features/offers/x.ts',
    code: "import { Box } from '@mui/material';\nexport default Box;\n",
    rule: 'no-restricted-imports',
    says: /need no React/,
  },
  {
    name: 'the API imports the shared UI barrel',
    filePath: 'api/src/features/offers/x.ts',
    code: "import { formatPrice } from '@offerdesk/shared';\nexport default formatPrice;\n",
    rule: 'no-restricted-imports',
    says: /framework-free shared subpaths/,
  },
  {
    name: 'the API imports the forms entry',
    filePath: 'api/src/features/offers/x.ts',
    code: "import { wizardStore } from '@offerdesk/shared/forms';\nexport default wizardStore;\n",
    rule: 'no-restricted-imports',
    says: /framework-free shared subpaths/,
  },
  {
    name: 'the API reaches into shared sources',
    filePath: 'api/src/features/offers/x.ts',
    code: "import { hostStore } from '../../../shared/src/session/hostStore';\nexport default hostStore;\n",
    rule: 'no-restricted-imports',
    says: /framework-free shared subpaths/,
  },
  {
    name: 'a framework-free shared part imports a store',
    filePath: 'shared/src/domain/x.ts',
    code: "import { sessionStore } from '../session/sessionStore';\nexport default sessionStore;\n",
    rule: 'no-restricted-imports',
    says: /stay framework-free/,
  },
  {
    name: 'a framework-free shared part imports React',
    filePath: 'shared/src/format/x.ts',
    code: "import { createElement } from 'react';\nexport default createElement;\n",
    rule: 'no-restricted-imports',
    says: /need no React/,
  },
  {
    name: 'the runtime imports shared code',
    filePath: 'runtime/src/session/x.ts',
    code: "import { formatPrice } from '@offerdesk/shared';\nexport default formatPrice;\n",
    rule: 'no-restricted-imports',
    says: /runtime imports nothing from @offerdesk\/shared/,
  },
  {
    name: "shared reaches into the runtime's files",
    filePath: 'shared/src/ui/x.ts',
    code: "import { sessionStore } from '../../../runtime/src/session/sessionStore';\nexport default sessionStore;\n",
    rule: 'no-restricted-imports',
    says: /only through @offerdesk\/runtime/,
  },
  {
    name: "a remote reaches into the runtime's files",
    filePath: 'mf-parties/src/x.ts',
    code: "import { hostStore } from '../../runtime/src/session/hostStore';\nexport default hostStore;\n",
    rule: 'no-restricted-imports',
    says: /not their internals/,
  },
  {
    name: 'the API imports the host runtime',
    filePath: 'api/src/features/offers/x.ts',
    code: "import { sessionStore } from '@offerdesk/runtime';\nexport default sessionStore;\n",
    rule: 'no-restricted-imports',
    says: /framework-free shared subpaths/,
  },
  {
    name: 'a framework-free shared part imports the runtime',
    filePath: 'shared/src/format/x.ts',
    code: "import { hostStore } from '@offerdesk/runtime';\nexport default hostStore;\n",
    rule: 'no-restricted-imports',
    says: /stay framework-free/,
  },
  {
    name: 'e2e reaches into api/src',
    filePath: 'e2e/support/x.ts',
    code: "import { DEMO_USERS } from '../../api/src/seed/demoUsers';\nexport default DEMO_USERS;\n",
    rule: 'no-restricted-imports',
    says: /public entry/,
  },
  {
    name: 'a script reaches into api/src',
    filePath: 'scripts/x.ts',
    code: "import { startApi } from '../api/src/server';\nexport default startApi;\n",
    rule: 'no-restricted-imports',
    says: /public entry/,
  },
  // The features entry takes the root entry's parts by name (one copy in the page).
  ...(
    [
      [
        'the features entry takes the contract by a relative path',
        'shared/src/api/endpoints/portal.ts',
        "import { contract } from '../../contract';",
      ],
      [
        'the features entry takes ApiError by a relative path',
        'shared/src/api/endpoints/mlsSearch.ts',
        "import { ApiError } from '../errors';",
      ],
      [
        'the features entry takes the client by a relative path',
        'shared/src/api/endpoints/parties.ts',
        "import { createApiClient } from '../client';",
      ],
      [
        'the features entry takes a view by a relative path',
        'shared/src/wizard/steps.ts',
        "import { ErrorState } from '../ui/StateViews';",
      ],
      ['the features entry re-exports a root module', 'shared/src/features.ts', "export * from './api/errors';"],
    ] as const
  ).map(([name, filePath, line]) => ({
    name,
    filePath,
    code: `${line}\nexport const x = 1;\n`,
    rule: 'no-restricted-imports',
    says: /features entry imports this from '@offerdesk\/shared'/,
  })),
  {
    name: 'the forms entry takes a rule of the features entry by a relative path',
    filePath: 'shared/src/wizard/formInfoValues.ts',
    code: "import { fieldState } from '../domain/formRules';\nexport default fieldState;\n",
    rule: 'no-restricted-imports',
    says: /forms entry imports this from '@offerdesk\/shared'/,
  },
  {
    name: "a remote reaches into the features entry's files",
    filePath: 'mf-documents/src/x.ts',
    code: "import { getSale } from '@offerdesk/shared/api/endpoints/sales';\nexport default getSale;\n",
    rule: 'no-restricted-imports',
    says: /not their internals/,
  },
  {
    name: 'an app imports a react-query export outside the used-exports list',
    filePath: 'mf-parties/src/x.ts',
    code: "import { useSuspenseQuery } from '@tanstack/react-query';\nexport default useSuspenseQuery;\n",
    rule: 'offerdesk/shared-exports-listed',
    says: /'useSuspenseQuery' from '@tanstack\/react-query' is not in shared\/used-exports.json/,
  },
  {
    name: 'the runtime re-exports a react-query export outside the used-exports list',
    filePath: 'runtime/src/query/x.ts',
    code: "export { useSuspenseQuery } from '@tanstack/react-query';\n",
    rule: 'offerdesk/shared-exports-listed',
    says: /'useSuspenseQuery' from '@tanstack\/react-query' is not in shared\/used-exports.json/,
  },
  {
    name: 'an app imports the whole of a tree-shaken share',
    filePath: 'mf-offers-list/src/x.ts',
    code: "import * as rq from '@tanstack/react-query';\nexport default rq;\n",
    rule: 'offerdesk/shared-exports-listed',
    says: /shared tree-shaken/,
  },
  {
    name: 'an app imports an MUI export outside the used-exports list',
    filePath: 'shell/src/x.ts',
    code: "import { Dialog } from '@mui/material';\nexport default Dialog;\n",
    rule: 'offerdesk/shared-exports-listed',
    says: /'Dialog' from '@mui\/material' is not in shared\/used-exports.json/,
  },
  {
    name: 'an import cycle',
    // format/index.ts re-exports ./money: money importing the index closes a cycle.
    filePath: 'shared/src/format/money.ts',
    code: "import { formatDateTime } from './index';\nexport const later = formatDateTime;\n",
    rule: 'import-x/no-cycle',
    says: /cycle/i,
  },
];

/** The same places importing what they may: no finding. */
const GOOD: Case[] = [
  { filePath: 'mf-parties/src/x.ts', code: "import { ErrorState } from '@offerdesk/shared';\nexport default ErrorState;\n" },
  { filePath: 'shell/src/x.ts', code: "import { ErrorState } from '@offerdesk/shared';\nexport default ErrorState;\n" },
  { filePath: 'mf-parties/src/x.ts', code: "import { sessionStore } from '@offerdesk/runtime';\nexport default sessionStore;\n" },
  { filePath: 'shared/src/ui/x.ts', code: "import { hostStore } from '@offerdesk/runtime';\nexport default hostStore;\n" },
  {
    filePath: 'api/src/features/offers/x.ts',
    code: "import { STATES } from '@offerdesk/shared/domain';\nimport { formatPrice } from '@offerdesk/shared/format';\nexport default [STATES, formatPrice];\n",
  },
  {
    filePath: 'shared/src/api/endpoints/signing.ts',
    code: "import { contract, type ApiClient } from '@offerdesk/shared';\nexport const f = (api: ApiClient) => api.send(contract.documentFields.documentFields, { params: { contractId: 1 } });\n",
  },
  {
    filePath: 'shared/src/api/endpoints/mlsSearch.ts',
    code: "import { isMlsNumberQuery } from '../../domain/mlsNumbers';\nimport { getMlsListing } from './offerDraft';\nexport default [isMlsNumberQuery, getMlsListing];\n",
  },
  { filePath: 'mf-documents/src/x.ts', code: "import { getOfferById } from '@offerdesk/shared/features';\nexport default getOfferById;\n" },
  {
    filePath: 'mf-parties/src/x.ts',
    code: "import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';\nexport default [useMutation, useQuery, useQueryClient];\n",
  },
  { filePath: 'runtime/src/query/x.ts', code: "export { QueryClient, QueryClientProvider } from '@tanstack/react-query';\n" },
  {
    filePath: 'mf-offer-wizard/src/share/x.ts',
    code: "import { StepLayout } from '../wizard/StepLayout';\nimport * as formInfo from '../formInfo';\nexport default [StepLayout, formInfo];\n",
  },
  {
    filePath: 'mf-documents/src/sale/x.ts',
    code: "import { offerPageKeys } from '../offerPage/offerPageKeys';\nimport { PageBreadcrumb } from '../common/PageBreadcrumb';\nexport default [offerPageKeys, PageBreadcrumb];\n",
  },
  { filePath: 'mf-offer-wizard/src/x.ts', code: "import { FormInfoPage } from './formInfo/FormInfoPage';\nexport default FormInfoPage;\n" },
  {
    filePath: 'api/src/features/signing/x.ts',
    code: "import { findOfferRow } from '../offers/offersRepo';\nimport { readOfferAccess } from '../offers/offerAccess';\nexport default [findOfferRow, readOfferAccess];\n",
  },
  { filePath: 'e2e/support/x.ts', code: "import { DEMO_USERS } from '../../api/src';\nexport default DEMO_USERS;\n" },
  { filePath: 'scripts/x.ts', code: "import { startApi } from '../api/src';\nexport default startApi;\n" },
];

jest.setTimeout(120_000);

describe('lint enforces the import boundaries', () => {
  const results = lint([...BAD, ...GOOD]);

  it.each(BAD.map((c, i) => [c.name, i] as const))('refuses: %s', (_name, i) => {
    const c = BAD[i];
    const hits = results[i].filter((f) => f.ruleId === c.rule);
    expect(hits.map((h) => h.message).join('\n')).toMatch(c.says);
  });

  it('lets every part import what it may', () => {
    expect(results.slice(BAD.length)).toEqual(GOOD.map(() => []));
  });
});
