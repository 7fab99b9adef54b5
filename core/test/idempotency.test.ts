/** Issue 26: the Idempotency-Key rules the API enforces and the CLI's keys follow. */
import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY, IDEMPOTENCY_MSG, idempotencyKeyProblem } from '../src';

describe('idempotencyKeyProblem', () => {
  it('takes 1 to 255 printable ASCII characters', () => {
    expect(idempotencyKeyProblem('a')).toBeNull();
    expect(idempotencyKeyProblem('ci-run 42/step:upload')).toBeNull();
    expect(idempotencyKeyProblem('k'.repeat(IDEMPOTENCY.maxLength))).toBeNull();
  });

  it('refuses an empty, too long or non-printable key with one clear message', () => {
    for (const bad of ['', 'k'.repeat(256), 'tab\there', 'line\nbreak', 'é', '\x7f'])
      expect(idempotencyKeyProblem(bad)).toBe(IDEMPOTENCY_MSG.badKey);
    expect(IDEMPOTENCY_MSG.badKey).toBe(
      'The Idempotency-Key header must be 1 to 255 printable ASCII characters.',
    );
  });
});
