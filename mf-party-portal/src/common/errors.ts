import { ApiError } from '@offerdesk/shared';

/** The server's own words for a failed call (shown above a form), or a plain fallback. */
export const serverMessage = (e: unknown, fallback = 'Something went wrong. Please try again.'): string =>
  e instanceof ApiError && e.message ? e.message : fallback;
