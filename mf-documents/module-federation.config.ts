import path from 'node:path';
import type { AppBuild } from '../scripts/webpack/appConfig';
import { ROUTE_MANIFEST } from './src/routeManifest';

/** Module Federation settings of this remote: its name and what it exposes to hosts. */
const config: AppBuild = {
  dir: path.resolve(__dirname),
  name: 'mfDocuments',
  title: 'OfferDesk · Documents',
  // Published as routes.json next to remoteEntry.js: the screens this remote serves.
  routeManifest: ROUTE_MANIFEST,
  // The signing service's own page (signing.html): the signing screens only, served by this remote's
  // server at /sign-documents, /document-preview, /no-documents, /sign-assigner, /sign-contract-documents.
  pages: [
    {
      name: 'signing',
      entry: './src/signing.ts',
      title: 'OfferDesk · Signing',
      paths: ['/sign-documents/', '/document-preview/', '/no-documents', '/sign-assigner/', '/sign-contract-documents/'],
    },
  ],
  exposes: {
    './routes': './src/routes.tsx',
    './mount': './src/mount.ts',
  },
};
export default config;
