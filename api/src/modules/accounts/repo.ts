// long-file: every query of the accounts area (000 §7 authentication/ account calls) in one repo, as the house asks
/** Every query of the accounts area: OTPs, referrals, profile settings, logo, domestic state, BNPL. */
import type { AuthSignatory, BnplDetails, PickupAddress } from '@exportdesk/core';
import type { Db } from '../../db/knex';
import { json, now } from '../../db/knex';

// ---------- OTPs ----------

export interface OtpRow {
  id: number;
  codeHash: string;
  attempts: number;
  expiresAt: number;
  usedAt: number | null;
  createdAt: number;
  userId: number | null;
}

const toOtp = (r: Record<string, unknown>): OtpRow => ({
  id: Number(r.id),
  codeHash: String(r.code_hash),
  attempts: Number(r.attempts),
  expiresAt: Number(r.expires_at),
  usedAt: r.used_at == null ? null : Number(r.used_at),
  createdAt: Number(r.created_at),
  userId: r.user_id == null ? null : Number(r.user_id),
});

export interface OtpKey {
  purpose: string;
  channel: string;
  target: string;
}

/** The newest OTP of a target (used or not): the resend wait and the verify step read it. */
export async function latestOtp(db: Db, k: OtpKey): Promise<OtpRow | null> {
  const r = await db('otps')
    .where({ purpose: k.purpose, channel: k.channel, target: k.target })
    .orderBy('id', 'desc')
    .first();
  return r ? toOtp(r) : null;
}

/** A new OTP replaces every live one of its target (only the newest code works). */
export async function insertOtp(
  db: Db,
  k: OtpKey & { codeHash: string; expiresAt: number; userId?: number | null },
): Promise<number> {
  return db.transaction(async (trx) => {
    const t = now();
    await trx('otps')
      .where({ purpose: k.purpose, channel: k.channel, target: k.target })
      .whereNull('used_at')
      .update({ used_at: t });
    const [id] = await trx('otps').insert({
      purpose: k.purpose,
      channel: k.channel,
      target: k.target,
      user_id: k.userId ?? null,
      code_hash: k.codeHash,
      attempts: 0,
      expires_at: k.expiresAt,
      created_at: t,
    });
    return Number(id);
  });
}

/**
 * Counts a wrong guess; the guess that reaches `max` also burns the code. Conditional updates, so
 * parallel guesses can never take more than `max` tries. Answers the attempts after this one.
 */
export async function countWrongGuess(db: Db, id: number, max: number): Promise<number> {
  await db('otps').where({ id }).whereNull('used_at').where('attempts', '<', max).increment('attempts', 1);
  await db('otps').where({ id }).whereNull('used_at').where('attempts', '>=', max).update({ used_at: now() });
  const r = await db('otps').where({ id }).first('attempts');
  return Number(r?.attempts ?? max);
}

/** Single use: only the first of two parallel right answers flips used_at. */
export async function consumeOtp(db: Db, id: number): Promise<boolean> {
  const n = await db('otps')
    .where({ id })
    .whereNull('used_at')
    .where('expires_at', '>', now())
    .update({ used_at: now(), verified_at: now() });
  return n === 1;
}

/** Was this contact proved with a registration OTP since `since` (the form's proof)? */
export async function contactProved(
  db: Db,
  channel: string,
  target: string,
  since: number,
): Promise<boolean> {
  return !!(await db('otps')
    .where({ purpose: 'register', channel, target })
    .where('verified_at', '>=', since)
    .first('id'));
}

// ---------- referrals ----------

export async function activeReferrals(db: Db): Promise<{ id: number; code: string; name: string }[]> {
  const rows = await db('referrals')
    .where({ is_active: true })
    .orderBy([{ column: 'sort_order' }, { column: 'id' }])
    .select('id', 'code', 'name');
  return rows.map((r) => ({ id: Number(r.id), code: String(r.code), name: String(r.name) }));
}

// ---------- profile ----------

export interface AccountRow {
  id: number;
  userType: number;
  name: string;
  email: string | null;
  mobile: string | null;
  ieCode: string | null;
  gstin: string | null;
  fpo: string | null;
  defaultCarrier: string;
  pickupAddress: PickupAddress | null;
  authSignatories: AuthSignatory[];
  invoiceTerms: string | null;
  igstPayment: string | null;
  logoKey: string | null;
  logoType: string | null;
  referrer: string | null;
  mobileVerified: boolean;
  emailVerified: boolean;
  isActive: boolean;
  isDomestic: boolean;
  isDomesticActive: boolean;
  domesticStatus: string | null;
  domesticGstin: string | null;
  domesticCertificateKey: string | null;
  awaitingOtp: boolean;
}

const b = (v: unknown) => v === true || v === 1 || v === '1';
function toAccount(r: Record<string, unknown>): AccountRow {
  const s = (v: unknown) => (v == null ? null : String(v));
  return {
    id: Number(r.id),
    userType: Number(r.user_type),
    name: String(r.name),
    email: s(r.email),
    mobile: s(r.mobile),
    ieCode: s(r.ie_code),
    gstin: s(r.gstin),
    fpo: s(r.fpo),
    defaultCarrier: s(r.default_carrier) ?? 'indiapost',
    pickupAddress: json<PickupAddress | null>(r.pickup_address, null),
    authSignatories: json<AuthSignatory[]>(r.auth_signatories, []),
    invoiceTerms: s(r.invoice_terms),
    igstPayment: s(r.igst_payment),
    logoKey: s(r.logo_key),
    logoType: s(r.logo_type),
    referrer: s(r.referrer),
    mobileVerified: r.mobile_verified_at != null,
    emailVerified: r.email_verified_at != null,
    isActive: b(r.is_active),
    isDomestic: b(r.is_domestic),
    isDomesticActive: b(r.is_domestic_active),
    domesticStatus: s(r.domestic_status),
    domesticGstin: s(r.domestic_gstin),
    domesticCertificateKey: s(r.domestic_certificate_key),
    awaitingOtp: r.awaiting_otp_since != null,
  };
}

export async function accountById(db: Db, id: number): Promise<AccountRow | null> {
  const r = await db('users').where({ id }).first();
  return r ? toAccount(r) : null;
}

/** The exporter admin (userType 1) holding an IEC. */
export async function exporterByIec(db: Db, ieCode: string): Promise<AccountRow | null> {
  const r = await db('users').where({ ie_code: ieCode.toUpperCase(), user_type: 1 }).orderBy('id').first();
  return r ? toAccount(r) : null;
}

export async function chaLinked(db: Db, chaUserId: number, exporterUserId: number): Promise<boolean> {
  return !!(await db('cha_exporters')
    .where({ cha_user_id: chaUserId, exporter_user_id: exporterUserId })
    .first('cha_user_id'));
}

export interface ProfileChanges {
  name?: string;
  mobile?: string;
  email?: string;
  defaultCarrier?: string;
  pickupAddress?: PickupAddress;
  invoiceTerms?: string;
  igstPayment?: string;
  fpoCode?: string;
  authSignatories?: AuthSignatory[];
  /** a changed mobile or e-mail is no longer the one proved by OTP */
  clearMobileVerified?: boolean;
  clearEmailVerified?: boolean;
}

export async function updateProfile(db: Db, id: number, c: ProfileChanges): Promise<void> {
  const row: Record<string, unknown> = { updated_at: now() };
  if (c.name !== undefined) row.name = c.name;
  if (c.mobile !== undefined) row.mobile = c.mobile;
  if (c.email !== undefined) row.email = c.email;
  if (c.defaultCarrier !== undefined) row.default_carrier = c.defaultCarrier;
  if (c.pickupAddress !== undefined) row.pickup_address = JSON.stringify(c.pickupAddress);
  if (c.invoiceTerms !== undefined) row.invoice_terms = c.invoiceTerms;
  if (c.igstPayment !== undefined) row.igst_payment = c.igstPayment;
  if (c.fpoCode !== undefined) row.fpo = c.fpoCode || null;
  if (c.authSignatories !== undefined) row.auth_signatories = JSON.stringify(c.authSignatories);
  if (c.clearMobileVerified) row.mobile_verified_at = null;
  if (c.clearEmailVerified) row.email_verified_at = null;
  await db('users').where({ id }).update(row);
}

/** Marks the contacts a registration proved, and keeps the GSTIN and referrer of the form. */
export async function markRegistered(
  db: Db,
  id: number,
  m: {
    mobileVerified: boolean;
    emailVerified: boolean;
    gstin: string | null;
    referrer: string | null;
    isActive: boolean;
  },
): Promise<void> {
  const t = now();
  await db('users')
    .where({ id })
    .update({
      is_active: m.isActive,
      awaiting_otp_since: m.isActive ? null : t,
      gstin: m.gstin,
      referrer: m.referrer,
      mobile_verified_at: m.mobileVerified ? t : null,
      email_verified_at: m.emailVerified ? t : null,
    });
}

export async function setLogo(db: Db, id: number, key: string, type: string): Promise<string | null> {
  return db.transaction(async (trx) => {
    const old = await trx('users').where({ id }).first('logo_key');
    await trx('users').where({ id }).update({ logo_key: key, logo_type: type, updated_at: now() });
    return old?.logo_key ? String(old.logo_key) : null;
  });
}

/** An account waiting for its OTP confirmation (registered without proved contacts). */
export async function activateConfirmed(db: Db, id: number): Promise<boolean> {
  const t = now();
  const n = await db('users').where({ id, is_active: false }).whereNotNull('awaiting_otp_since').update({
    is_active: true,
    awaiting_otp_since: null,
    mobile_verified_at: t,
    email_verified_at: t,
    updated_at: t,
  });
  return n === 1;
}

// ---------- domestic ----------

/**
 * Files the domestic request; only an account with no request (or a rejected one) may file, so two
 * clicks make one request. Answers whether this call filed it.
 */
export async function requestDomestic(
  db: Db,
  id: number,
  r: { gstin: string; certificateKey: string | null; setGstin: boolean },
): Promise<boolean> {
  const t = now();
  const n = await db('users')
    .where({ id, user_type: 1 })
    .where((q) => q.whereNull('domestic_status').orWhere({ domestic_status: 'rejected' }))
    .update({
      is_domestic: true,
      is_domestic_active: false,
      domestic_status: 'pending',
      domestic_gstin: r.gstin,
      domestic_certificate_key: r.certificateKey,
      domestic_requested_at: t,
      domestic_decided_at: null,
      ...(r.setGstin ? { gstin: r.gstin } : {}),
      updated_at: t,
    });
  return n === 1;
}

/** Approve or reject a pending domestic request; false when none was pending. */
export async function decideDomestic(db: Db, id: number, approve: boolean): Promise<boolean> {
  const t = now();
  const n = await db('users')
    .where({ id, domestic_status: 'pending' })
    .update({
      domestic_status: approve ? 'approved' : 'rejected',
      is_domestic_active: approve,
      is_domestic: approve,
      domestic_decided_at: t,
      updated_at: t,
    });
  return n === 1;
}

export async function pendingDomestic(
  db: Db,
): Promise<
  { userId: number; name: string; ieCode: string | null; gstin: string | null; requestedAt: number }[]
> {
  const rows = await db('users')
    .where({ domestic_status: 'pending' })
    .orderBy('domestic_requested_at')
    .select('id', 'name', 'ie_code', 'domestic_gstin', 'domestic_requested_at');
  return rows.map((r) => ({
    userId: Number(r.id),
    name: String(r.name),
    ieCode: r.ie_code ?? null,
    gstin: r.domestic_gstin ?? null,
    requestedAt: Number(r.domestic_requested_at),
  }));
}

/** The exporter's BNPL details (users.bnpl, JSON text; null when never sent). */
export async function bnplOf(db: Db, userId: number): Promise<BnplDetails | null> {
  const r: { bnpl: unknown } | undefined = await db('users').where({ id: userId }).first('bnpl');
  return json<BnplDetails | null>(r?.bnpl, null);
}

export async function saveBnpl(db: Db, userId: number, details: BnplDetails): Promise<void> {
  await db('users')
    .where({ id: userId })
    .update({ bnpl: JSON.stringify(details), updated_at: now() });
}
