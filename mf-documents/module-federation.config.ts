import path from 'node:path';
import type { AppBuild } from '../scripts/webpack/appConfig';

/** Module Federation settings of this remote: its name and what it exposes to hosts. */
const config: AppBuild = {
  dir: path.resolve(__dirname),
  name: 'mfDocuments',
  title: 'OfferDesk · Documents',
  exposes: {
    './routes': './src/routes.tsx',
    './mount': './src/mount.ts',
  },
};
export default config;
