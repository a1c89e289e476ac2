import type { UseQueryResult } from '@tanstack/react-query';
import { ApiError } from '../api/errors';

/** What a data view shows: loading, the error with its message (and Retry), or the data. */
export type Loadable<T> = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; data: T };

/**
 * The view state of a query: its data when it has some, its error's message once it failed and
 * is not being retried, else loading. A 401 stays loading: the user is being signed out.
 */
export function toLoadable<T>(q: Pick<UseQueryResult<T>, 'data' | 'error' | 'isFetching'>, fallbackMessage: string): Loadable<T> {
  if (q.data !== undefined) return { status: 'ready', data: q.data };
  if (!q.error || q.isFetching || (q.error instanceof ApiError && q.error.status === 401)) return { status: 'loading' };
  return { status: 'error', message: q.error instanceof Error && q.error.message ? q.error.message : fallbackMessage };
}
