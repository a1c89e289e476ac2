import path from 'node:path';
import type { AppBuild } from '../scripts/webpack/appConfig';

/** Module Federation settings of the host: remotes are registered at run time from remotes.json. */
const config: AppBuild = {
  dir: path.resolve(__dirname),
  name: 'shell',
  title: 'OfferDesk',
  host: true,
};
export default config;
