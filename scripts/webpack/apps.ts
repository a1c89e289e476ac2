import shell from '../../shell/module-federation.config';
import offersList from '../../mf-offers-list/module-federation.config';
import offerWizard from '../../mf-offer-wizard/module-federation.config';
import parties from '../../mf-parties/module-federation.config';
import documents from '../../mf-documents/module-federation.config';
import partyPortal from '../../mf-party-portal/module-federation.config';
import type { AppBuild } from './appConfig';

/** Every deployable app of the suite with its default local port (each its own origin, as in production). */
export const APPS: (AppBuild & { port: number })[] = [
  { ...shell, port: 4100 },
  { ...offersList, port: 4101 },
  { ...offerWizard, port: 4102 },
  { ...parties, port: 4103 },
  { ...documents, port: 4104 },
  { ...partyPortal, port: 4105 },
];

export const API_PORT = 4000;
