import path from 'node:path';
import type { AppBuild } from '../scripts/webpack/appConfig';
import { OFFERS_FIRST_PAINT_FILE, ROUTE_MANIFEST } from './src/routeManifest';

/** Module Federation settings of this remote: its name and what it exposes to hosts. */
const config: AppBuild = {
  dir: path.resolve(__dirname),
  name: 'mfOffersList',
  title: 'OfferDesk · Offers',
  // Published as routes.json next to remoteEntry.js: the screens this remote serves.
  routeManifest: ROUTE_MANIFEST,
  // firstPaint.js, named by the list's routes: draws the Offers page before React loads.
  firstPaint: { entry: './src/firstPaint/index.ts', file: OFFERS_FIRST_PAINT_FILE },
  exposes: {
    './routes': './src/routes.tsx',
    './mount': './src/mount.ts',
  },
};
export default config;
