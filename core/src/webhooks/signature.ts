/**
 * Webhook signatures (issue 26), one implementation for the API, the workers and the CLI:
 * HMAC-SHA256 with the endpoint's secret over `${t}.${body}`, sent as
 * `ExportDesk-Signature: t=<unix seconds>,v1=<hex>`. Web Crypto, so core stays pure (Node 20 and
 * browsers alike); the verifier refuses a timestamp outside the tolerance (a replayed body).
 */

export const WEBHOOK_SIGNATURE_HEADER = 'ExportDesk-Signature';
/** Five minutes either way, as Stripe: a receiver's clock may drift, a replay a day later may not pass. */
export const WEBHOOK_TOLERANCE_SEC = 300;

const encoder = new TextEncoder();

async function hmacHex(secret: string, payload: string): Promise<string> {
  const key = await globalThis.crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const mac = new Uint8Array(await globalThis.crypto.subtle.sign('HMAC', key, encoder.encode(payload)));
  return Array.from(mac, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The header value for `body` sent at `t` (unix seconds). */
export async function signWebhook(secret: string, body: string, t = Math.floor(Date.now() / 1000)) {
  return `t=${t},v1=${await hmacHex(secret, `${t}.${body}`)}`;
}

/** `t` and every `v1` of a header (a secret being rolled may sign twice). */
export function parseSignatureHeader(header: string): { t: number; v1: string[] } | null {
  let t = NaN;
  const v1: string[] = [];
  for (const part of header.split(',')) {
    const [k, v] = part.trim().split('=', 2);
    if (k === 't') t = Number(v);
    else if (k === 'v1' && v) v1.push(v.toLowerCase());
  }
  return Number.isInteger(t) && v1.length ? { t, v1 } : null;
}

/** Compares every character, so the time taken says nothing about how much of a guess was right. */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

export type WebhookVerdict = { ok: true; t: number } | { ok: false; reason: string };

/** Whether `header` signs `body` (the raw text received) with `secret`, within `toleranceSec` of now. */
export async function verifyWebhook(
  secret: string,
  body: string,
  header: string | null | undefined,
  opts: { toleranceSec?: number; now?: number } = {},
): Promise<WebhookVerdict> {
  const parsed = header ? parseSignatureHeader(header) : null;
  if (!parsed) return { ok: false, reason: 'No valid ExportDesk-Signature header.' };
  const now = opts.now ?? Math.floor(Date.now() / 1000);
  if (Math.abs(now - parsed.t) > (opts.toleranceSec ?? WEBHOOK_TOLERANCE_SEC))
    return { ok: false, reason: 'The signature timestamp is outside the tolerance.' };
  const expected = await hmacHex(secret, `${parsed.t}.${body}`);
  return parsed.v1.some((v) => sameText(v, expected))
    ? { ok: true, t: parsed.t }
    : { ok: false, reason: 'The signature does not match.' };
}
