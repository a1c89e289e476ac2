import type { ErrorBody } from '../contract';

/** The JSON error every API answers with (the contract's): `{ code, message, fields? }`. */
export type ApiErrorBody = ErrorBody;

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields?: Record<string, string>;

  constructor(status: number, body: ApiErrorBody) {
    super(body.message);
    this.name = 'ApiError';
    this.status = status;
    this.code = body.code;
    this.fields = body.fields;
  }
}

export function toErrorBody(status: number, raw: unknown): ApiErrorBody {
  if (raw && typeof raw === 'object' && typeof (raw as ApiErrorBody).message === 'string') {
    const r = raw as ApiErrorBody;
    return { code: r.code ?? String(status), message: r.message, fields: r.fields };
  }
  if (typeof raw === 'string' && raw) return { code: String(status), message: raw };
  return { code: String(status), message: status >= 500 ? 'Something went wrong.' : `Request failed (${status}).` };
}
