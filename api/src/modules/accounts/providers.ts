/**
 * The outside services of the accounts area behind interfaces, one driver each chosen in config
 * (`config.accounts`): OTP delivery (SMS/e-mail), IEC and GSTIN lookup (verifyIec2023,
 * verifyGst2023) and the digital locker (GSTIN certificate). The `sandbox` drivers are the
 * embedded default, so `npm start` and the tests need nothing outside. Its own file for a named
 * reason: drivers are swapped here without touching the service.
 */
import { isValidGstin } from '@exportdesk/core';
import type { AppContext } from '../../context';
import { queueMail } from '../mail/service';

export interface OtpMessage {
  channel: 'mobile' | 'email';
  to: string;
  code: string;
  minutes: number;
  purpose: string;
}

export interface OtpDelivery {
  send(m: OtpMessage): Promise<void>;
}

export interface IecLookup {
  found: boolean;
  ieCode: string;
  name?: string;
  status?: string;
}
export interface GstLookup {
  found: boolean;
  gstin: string;
  legalName?: string;
  stateCode?: string;
  status?: string;
}
export interface KycLookup {
  iec(ieCode: string): Promise<IecLookup>;
  gst(gstin: string): Promise<GstLookup>;
}

export interface DigiLocker {
  /** The GSTIN certificate the user consented to share (a PDF), or an error with the locker's reason. */
  gstinCertificate(gstin: string, consent: string): Promise<Buffer>;
}

export class ProviderError extends Error {}

/**
 * Sandbox OTP delivery: both channels go through the mail outbox (the development mail path),
 * an SMS as a message to `<mobile>@sms.sandbox`, and the last code of each target is kept in
 * Redis for 5 minutes so a tester (and the e2e tests) can read it: `GET authentication/sandbox/otp`,
 * which exists only with this driver outside production mode and answers only the super admin.
 */
export function sandboxOtpDelivery(ctx: Pick<AppContext, 'queues' | 'redis' | 'config'>): OtpDelivery {
  return {
    async send(m) {
      const to = m.channel === 'mobile' ? `${m.to}@sms.sandbox` : m.to;
      const text = `${m.code} is your ExportDesk OTP. It is valid for ${m.minutes} minutes. Do not share it with anyone.`;
      await queueMail(ctx, { kind: `otp-${m.channel}`, to, subject: 'Your ExportDesk OTP', text });
      await ctx.redis.set(
        sandboxOtpKey(ctx.config.redisPrefix, m.channel, m.to),
        m.code,
        'PX',
        m.minutes * 60_000,
      );
    },
  };
}
export const sandboxOtpKey = (prefix: string, channel: string, to: string) =>
  `${prefix}:sandbox-otp:${channel}:${to.toLowerCase()}`;

/**
 * Sandbox lookups: any well-formed IEC is found except the all-zero one, and any GSTIN with a
 * correct check character is found as 'Active', so both answers can be tried on purpose.
 */
export const sandboxKyc: KycLookup = {
  async iec(ieCode) {
    if (/^0+$/.test(ieCode)) return { found: false, ieCode };
    return { found: true, ieCode, name: `Sandbox Exports ${ieCode.slice(-4)}`, status: 'Active' };
  },
  async gst(gstin) {
    if (!isValidGstin(gstin)) return { found: false, gstin };
    return {
      found: true,
      gstin,
      legalName: `Sandbox Traders ${gstin.slice(2, 7)}`,
      stateCode: gstin.slice(0, 2),
      status: 'Active',
    };
  },
};

/** A one-page PDF, enough to be a real PDF by its first bytes. */
function tinyPdf(title: string): Buffer {
  const safe = title.replace(/[()\\]/g, '');
  return Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n` +
      `3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]/Contents 4 0 R>>endobj\n` +
      `4 0 obj<</Length ${safe.length + 30}>>stream\nBT /F1 12 Tf 72 760 Td (${safe}) Tj ET\nendstream endobj\n` +
      `trailer<</Root 1 0 R>>\n%%EOF\n`,
    'latin1',
  );
}

/** Sandbox locker: consent 'deny' fails like a refused share; anything else returns a certificate. */
export const sandboxDigiLocker: DigiLocker = {
  async gstinCertificate(gstin, consent) {
    if (consent === 'deny') throw new ProviderError('The document could not be fetched from DigiLocker.');
    return tinyPdf(`GST REG-06 certificate ${gstin}`);
  },
};

export interface AccountProviders {
  otp: OtpDelivery;
  kyc: KycLookup;
  locker: DigiLocker;
}

/** The drivers named in config; only `sandbox` is built in today (an unknown name fails at start). */
export function providersFor(ctx: AppContext): AccountProviders {
  const { otpDriver, kycDriver, lockerDriver } = ctx.config.accounts;
  for (const [what, name] of [
    ['OTP_DRIVER', otpDriver],
    ['KYC_DRIVER', kycDriver],
    ['DIGILOCKER_DRIVER', lockerDriver],
  ])
    if (name !== 'sandbox') throw new Error(`${what}=${name}: no such driver (built in: sandbox)`);
  return { otp: sandboxOtpDelivery(ctx), kyc: sandboxKyc, locker: sandboxDigiLocker };
}
