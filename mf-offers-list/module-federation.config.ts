import path from 'node:path';
import type { AppBuild } from '../scripts/webpack/appConfig';

/** Module Federation settings of this remote: its name and what it exposes to hosts. */
const config: AppBuild = {
  dir: path.resolve(__dirname),
  name: 'mfOffersList',
  title: 'OfferDesk · Offers',
  exposes: {
    './routes': './src/routes.tsx',
    './mount': './src/mount.ts',
  },
};
export default config;
