/**
 * The OTP state machine (issue 14), shared by registration (sendotp/verifyotp), OTP sign-in
 * (sendotpforlogin/loginwithotp): issued → used (right code) | burned (5 wrong guesses) | expired
 * (5 minutes). Its own file for a named reason: one set of rules for every OTP purpose.
 * Codes are kept as an HMAC keyed with the server secret, never in clear.
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { ACCOUNT_MSG, OTP_RULES } from '@exportdesk/core';
import type { AppContext } from '../../context';
import { invalid, tooMany } from '../../errors';
import type { OtpDelivery } from './providers';
import * as repo from './repo';

export class Otps {
  constructor(
    private ctx: AppContext,
    private delivery: OtpDelivery,
  ) {}

  private hash(k: repo.OtpKey, code: string): string {
    return createHmac('sha256', this.ctx.config.jwtSecret)
      .update(`${k.purpose}:${k.channel}:${k.target}:${code}`)
      .digest('hex');
  }

  /**
   * Issues a code for a key and delivers it to each address (`to`: channel and address). A new
   * code for the same key waits `resendAfterMs` (an SMS costs money; ours, the spec shows none).
   */
  async issue(
    k: repo.OtpKey,
    to: { channel: 'mobile' | 'email'; address: string }[],
    userId: number | null = null,
  ): Promise<void> {
    const last = await repo.latestOtp(this.ctx.db, k);
    const wait = last ? last.createdAt + OTP_RULES.resendAfterMs - Date.now() : 0;
    if (wait > 0) {
      const sec = Math.ceil(wait / 1000);
      throw tooMany(ACCOUNT_MSG.otpWait(sec), sec);
    }
    const code = String(randomInt(0, 10 ** OTP_RULES.length)).padStart(OTP_RULES.length, '0');
    await repo.insertOtp(this.ctx.db, {
      ...k,
      userId,
      codeHash: this.hash(k, code),
      expiresAt: Date.now() + OTP_RULES.ttlMs,
    });
    for (const t of to)
      await this.delivery.send({
        channel: t.channel,
        to: t.address,
        code,
        minutes: OTP_RULES.ttlMs / 60_000,
        purpose: k.purpose,
      });
  }

  /**
   * Checks a code against the newest one of its key. Right: used once (a second use, even in
   * parallel, is refused). Wrong: counted; the 5th wrong guess burns the code, so a 6th try —
   * right or wrong — is refused. Expired or used: refused. Answers the OTP row's user id.
   */
  async verify(k: repo.OtpKey, code: string): Promise<{ userId: number | null }> {
    const row = await repo.latestOtp(this.ctx.db, k);
    if (!row || row.usedAt !== null || row.expiresAt <= Date.now()) {
      if (row && row.attempts >= OTP_RULES.maxAttempts) throw invalid(ACCOUNT_MSG.otpTooManyTries);
      throw invalid(ACCOUNT_MSG.otpExpired);
    }
    const a = Buffer.from(this.hash(k, code.trim()), 'hex');
    const b = Buffer.from(row.codeHash, 'hex');
    if (a.length !== b.length || !timingSafeEqual(a, b)) {
      const attempts = await repo.countWrongGuess(this.ctx.db, row.id, OTP_RULES.maxAttempts);
      if (attempts >= OTP_RULES.maxAttempts) throw invalid(ACCOUNT_MSG.otpTooManyTries);
      throw invalid(ACCOUNT_MSG.otpInvalid);
    }
    if (!(await repo.consumeOtp(this.ctx.db, row.id))) throw invalid(ACCOUNT_MSG.otpExpired);
    return { userId: row.userId };
  }
}
