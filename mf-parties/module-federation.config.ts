import path from 'node:path';
import type { AppBuild } from '../scripts/webpack/appConfig';
import { ROUTE_MANIFEST } from './src/routeManifest';

/** Module Federation settings of this remote: its name and what it exposes to hosts. */
const config: AppBuild = {
  dir: path.resolve(__dirname),
  name: 'mfParties',
  title: 'OfferDesk · Parties',
  // Published as routes.json next to remoteEntry.js: the screens this remote serves.
  routeManifest: ROUTE_MANIFEST,
  exposes: {
    './routes': './src/routes.tsx',
    './mount': './src/mount.ts',
  },
};
export default config;
