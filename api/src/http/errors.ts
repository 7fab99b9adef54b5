/**
 * The one place a domain error becomes HTTP: its status, its `Retry-After`, its data. Hapi
 * boomifies anything a handler throws (500); the envelope asks here first.
 */
import Boom from '@hapi/boom';
import { isDomainError, type DomainError, type ErrorKind } from '../errors';

export const STATUS: Record<ErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'too-large': 413,
  unsupported: 415,
  'too-many': 429,
  unavailable: 503,
  'not-built': 501,
};

export function toBoom(err: DomainError): Boom.Boom {
  const boom = new Boom.Boom(err.message, { statusCode: STATUS[err.kind], data: err.data });
  if (err.retryAfterSec !== undefined)
    boom.output.headers['Retry-After'] = String(Math.max(1, Math.ceil(err.retryAfterSec)));
  return boom;
}

/** What the envelope renders: a domain error mapped, a Boom kept, anything else left to Hapi (500). */
export function asBoom(response: unknown): Boom.Boom | null {
  if (isDomainError(response)) return toBoom(response);
  return Boom.isBoom(response) ? response : null;
}
