import type { ErrorBody } from '@offerdesk/shared/contract';

/** The error body of every failed request (the contract's): `{ code, message, fields? }`. */
export type { ErrorBody };

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    readonly oauthError?: string,
  ) {
    super(message);
  }

  toBody(): ErrorBody {
    const body: ErrorBody = { code: this.code, message: this.message };
    if (this.fields) body.fields = this.fields;
    if (this.oauthError) body.error = this.oauthError;
    return body;
  }
}

export const notFound = (message: string) => new AppError(404, 'not_found', message);
export const offerNotFound = () => notFound('Offer not found.');
export const unauthorized = (message = 'Authorization has been denied for this request.') => new AppError(401, 'unauthorized', message);
export const invalidState = (message: string) => new AppError(409, 'invalid_state', message);
export const badField = (field: string, message: string) => new AppError(400, 'validation', `${field}: ${message}`, { [field]: message });
/**
 * An upstream service (RESO MLS, geocoder) failed: the caller's input was fine. `cause` (why it
 * failed: refused, timed out, 401) goes to the log, never to the caller.
 */
export function upstreamUnavailable(code: string, message: string, cause?: Error): AppError {
  const error = new AppError(502, code, message);
  if (cause) error.cause = cause;
  return error;
}
