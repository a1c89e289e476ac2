import { ApiError } from '@offerdesk/shared';

/** A 404: the record is missing or not the caller's; asking again does not help, so no Retry. */
export const isMissing = (e: Error) => e instanceof ApiError && e.status === 404;
