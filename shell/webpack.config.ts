import { appConfig } from '../scripts/webpack/appConfig';
import mf from './module-federation.config';

export default (_env: unknown, argv: { mode?: 'production' | 'development' }) => appConfig(mf, argv?.mode ?? 'production');
