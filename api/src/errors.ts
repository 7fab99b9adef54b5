/**
 * The errors a service may throw. Services speak the domain ("this docket is not yours", "this
 * file is too big"), never HTTP: the one mapping to statuses and the spec's envelope lives in
 * `http/errors.ts`. `data` is plain JSON the screens may read (e.g. the invalid field, the earlier
 * docket); `retryAfterSec` becomes a `Retry-After` header.
 */
export type ErrorKind =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'too-large'
  | 'unsupported'
  | 'too-many'
  | 'unavailable'
  | 'not-built';

export class DomainError extends Error {
  constructor(
    readonly kind: ErrorKind,
    message: string,
    readonly data?: unknown,
    readonly retryAfterSec?: number,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

/** Bad input: the user can act on the message. */
export const invalid = (message: string, data?: unknown) => new DomainError('invalid', message, data);
export const unauthenticated = (message: string) => new DomainError('unauthenticated', message);
/** Signed in, but this role or this owner may not do it. */
export const forbidden = (message: string, data?: unknown) => new DomainError('forbidden', message, data);
export const notFound = (message: string) => new DomainError('not-found', message);
/** The state forbids it (already exists, already approved, a duplicate). */
export const conflict = (message: string, data?: unknown) => new DomainError('conflict', message, data);
export const tooLarge = (message: string) => new DomainError('too-large', message);
export const unsupported = (message: string) => new DomainError('unsupported', message);
export const tooMany = (message: string, retryAfterSec: number, data?: unknown) =>
  new DomainError('too-many', message, data, retryAfterSec);
/** A dependency is down or a result is not ready yet: the user should retry. */
export const unavailable = (message: string, retryAfterSec?: number, data?: unknown) =>
  new DomainError('unavailable', message, data, retryAfterSec);
export const notBuilt = (message: string) => new DomainError('not-built', message);

export const isDomainError = (e: unknown): e is DomainError => e instanceof DomainError;
