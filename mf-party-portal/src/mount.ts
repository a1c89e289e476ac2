import { createMount } from '@offerdesk/shared';
import { routes } from './routes';

/** Embeds this remote's screens in any page: mount(element, options) => unmount. */
export const mount = createMount(routes);
export default mount;
