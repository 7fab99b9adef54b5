/**
 * Idempotent retries (issue 26): a pipeline that retries a POST after a network error sends the
 * same `Idempotency-Key` and gets the first answer again instead of a second docket. The rules
 * are Stripe's, so integrators find what they know: the key is the caller's (API key or account),
 * kept 24 hours; the same key with another body is refused. Shared by the API (which enforces
 * them) and the CLI (which makes keys that pass them).
 */
export const IDEMPOTENCY = {
  /** The request header naming the key. */
  header: 'Idempotency-Key',
  /** The answer header on a stored answer sent again. */
  replayedHeader: 'Idempotent-Replayed',
  /** Stripe's limit; long enough for a UUID, a file hash and a job name together. */
  maxLength: 255,
  /** How long a first answer is kept and sent again (Stripe keeps 24 hours). */
  ttlSec: 24 * 60 * 60,
} as const;

/** Printable ASCII, space included: the key is echoed in messages and logs, so no control characters. */
const PRINTABLE = /^[\x20-\x7e]+$/;

export const IDEMPOTENCY_MSG = {
  badKey: `The ${IDEMPOTENCY.header} header must be 1 to ${IDEMPOTENCY.maxLength} printable ASCII characters.`,
  otherBody: `This ${IDEMPOTENCY.header} was already used with a different request. Use a new key for a new request.`,
  inProgress: `A request with this ${IDEMPOTENCY.header} is still running. Retry in a few seconds to get its answer.`,
} as const;

/** Why a key is refused (400), or null when it is a good one. */
export function idempotencyKeyProblem(key: string): string | null {
  return key.length <= IDEMPOTENCY.maxLength && PRINTABLE.test(key) ? null : IDEMPOTENCY_MSG.badKey;
}
