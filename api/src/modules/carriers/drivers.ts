/**
 * Its own file: the carrier interface every driver implements, the retry with backoff around a
 * carrier call, and the `sandbox` driver (the embedded default: deterministic AWBs and labels, no
 * network). The real driver for DHL Express (MyDHL API) is `mydhl.ts`.
 */
import { createHash } from 'node:crypto';
import { CARRIER_MSG, CARRIER_NAMES, type BookingCarrier, type CarrierTrackingEvent } from '@exportdesk/core';
import { barcode128 } from '../../documents/barcode';
import { renderPdf } from '../../documents/render';

export interface Address {
  name: string;
  company?: string;
  phone: string;
  email?: string;
  line1: string;
  city: string;
  postalCode: string;
  /** ISO 3166-1 alpha-2. */
  countryCode: string;
}

export interface BookingRequest {
  /** Our idempotency key: sent as the carrier's message reference; the sandbox derives the AWB from it. */
  idemKey: string;
  reference: string;
  shipper: Address;
  receiver: Address;
  productCode: string;
  /** kg and cm. */
  weightKg: number;
  dims: { length: number; width: number; height: number };
  contents: string;
  declaredValue: number;
  currency: string;
  /** YYYY-MM-DD, the day the parcel is handed over. */
  shipDate: string;
  /** The commercial invoice (YYYY-MM-DD) and the goods' HS code, for the customs declaration. */
  invoiceNo: string;
  invoiceDate: string;
  hsnCode: string;
}

export interface BookingAnswer {
  awb: string;
  label: Buffer;
}

export interface CarrierDriver {
  readonly name: string;
  book(req: BookingRequest): Promise<BookingAnswer>;
  cancel(awb: string): Promise<void>;
  track(awb: string): Promise<CarrierTrackingEvent[]>;
}

/** A carrier call that failed. `retryable`: a timeout, a 5xx or 429 (try again); else a refusal (bad data). */
export class CarrierError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'CarrierError';
  }
}

export interface RetryPolicy {
  /** Attempts in all (1 = no retry). */
  attempts: number;
  /** First wait; doubled after each failure (with ±20 % jitter). */
  baseDelayMs: number;
}

/** Runs `call` again after a retryable CarrierError, waiting baseDelay·2ⁿ; other errors go straight out. */
export async function withRetry<T>(
  call: (attempt: number) => Promise<T>,
  policy: RetryPolicy,
  onRetry?: (attempt: number, err: CarrierError) => void,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await call(attempt);
    } catch (err) {
      if (!(err instanceof CarrierError) || !err.retryable || attempt >= policy.attempts) throw err;
      onRetry?.(attempt, err);
      const wait = policy.baseDelayMs * 2 ** (attempt - 1) * (0.8 + Math.random() * 0.4);
      await new Promise((r) => setTimeout(r, wait));
    }
  }
}

/** A fetch that turns the network's failures into CarrierErrors (timeout and refused are retryable). */
export async function carrierFetch(
  fetchImpl: typeof fetch,
  url: string,
  init: RequestInit,
  timeoutMs: number,
): Promise<Response> {
  try {
    return await fetchImpl(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (err) {
    const e = err as Error;
    if (e.name === 'TimeoutError' || e.name === 'AbortError')
      throw new CarrierError(CARRIER_MSG.timeout, true);
    throw new CarrierError(CARRIER_MSG.carrierDown, true);
  }
}

/** The sandbox's AWB: ten digits from the idempotency key, so the same booking always gets the same one. */
export function sandboxAwb(carrier: BookingCarrier, idemKey: string): string {
  const h = createHash('sha256').update(`${carrier}|${idemKey}`).digest();
  return String((h.readUInt32BE(0) % 9_000_000_000) + 1_000_000_000).padStart(10, '0');
}

/** A 4×6 inch label: carrier, AWB with its barcode, shipper and receiver, weight, reference. */
export async function sandboxLabel(
  carrier: BookingCarrier,
  awb: string,
  req: BookingRequest,
): Promise<Buffer> {
  const addr = (a: Address) => [
    a.company ?? a.name,
    a.line1,
    `${a.city} ${a.postalCode}`,
    a.countryCode,
    a.phone,
  ];
  return renderPdf({
    pageSize: { width: 288, height: 432 },
    pageMargins: 14,
    info: { title: `${CARRIER_NAMES[carrier]} label ${awb}` },
    defaultStyle: { fontSize: 9 },
    content: [
      { text: `${CARRIER_NAMES[carrier]} — SANDBOX`, bold: true, fontSize: 14 },
      { text: `AWB ${awb}`, bold: true, fontSize: 16, margin: [0, 6, 0, 2] },
      barcode128(awb, 250, 50),
      { text: 'From', bold: true, margin: [0, 8, 0, 0] },
      { text: addr(req.shipper).join('\n') },
      { text: 'To', bold: true, margin: [0, 8, 0, 0] },
      { text: addr(req.receiver).join('\n'), fontSize: 11 },
      {
        text: `Weight ${req.weightKg} kg · ${req.dims.length}×${req.dims.width}×${req.dims.height} cm · ${req.productCode}`,
        margin: [0, 8, 0, 0],
      },
      { text: `Ref ${req.reference} · ${req.contents}` },
      { text: `Ship date ${req.shipDate}` },
    ],
  });
}

/**
 * The embedded default for every carrier until a real account exists: no network, deterministic
 * AWBs (same idempotency key → same AWB) and labels, tracking answers "booked".
 */
export function sandboxDriver(carrier: BookingCarrier): CarrierDriver {
  return {
    name: 'sandbox',
    async book(req) {
      const awb = sandboxAwb(carrier, req.idemKey);
      return { awb, label: await sandboxLabel(carrier, awb, req) };
    },
    async cancel() {},
    async track(awb) {
      return [
        {
          at: new Date().toISOString(),
          code: 'SB',
          description: `Shipment information received (sandbox AWB ${awb})`,
          location: 'India',
        },
      ];
    },
  };
}
