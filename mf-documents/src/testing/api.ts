import { hostStore } from '@offerdesk/runtime';
import { createApiKit } from '@offerdesk/shared/testing';

/** This workspace's HTTP test kit, in front of the main API base its client uses. */
export const { server, answer, sent, startApiServer } = createApiKit(() => hostStore.getState().config.apiBase);
export { fail, held } from '@offerdesk/shared/testing';
