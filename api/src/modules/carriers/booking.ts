/**
 * Its own file: the `carrier-booking` job the workers run (like orders/bulk.ts), and which driver
 * serves which carrier. One booking row goes queued → booking → booked, or → failed with nothing
 * stored but the message: the AWB and the label are written only after the carrier answered, the
 * label first, then the row in one update. A re-delivered job finds the row booked and answers it.
 */
import { CARRIER_MSG, findCountry, type BookingCarrier } from '@exportdesk/core';
import type { Config } from '../../config';
import type { Db } from '../../db/knex';
import { json } from '../../db/knex';
import { invalid } from '../../errors';
import type { Storage } from '../../lib/storage';
import { CarrierError, sandboxDriver, withRetry, type BookingRequest, type CarrierDriver } from './drivers';
import { myDhlDriver } from './mydhl';
import { bookingById, exporterName, formOf, moveBooking, parcelItems, type ParcelItem } from './repo';

export type CarrierSettings = Config['carriers'];

/** DHL through MyDHL when configured; every other carrier (and DHL by default) the sandbox. */
export function driverFor(
  carrier: BookingCarrier,
  s: CarrierSettings,
  fetchImpl?: typeof fetch,
): CarrierDriver {
  if (carrier === 'dhl' && s.dhlDriver === 'mydhl')
    return myDhlDriver({ ...s.mydhl, timeoutMs: s.timeoutMs }, fetchImpl);
  return sandboxDriver(carrier);
}

export interface BookingProgress {
  bookingId: number;
  phase: 'preparing' | 'calling' | 'storing' | 'booked' | 'failed';
  percent: number;
  attempt?: number;
  awb?: string;
  message?: string;
}

export interface BookingDeps {
  db: Db;
  storage: Storage;
  carriers: CarrierSettings;
  /** Tests hand a recorded-answer fetch; production the global one. */
  fetchImpl?: typeof fetch;
}

/** A stored order's field: the order API's names only, whatever the door (issue 24; migration 126). */
const pick = (d: Record<string, unknown>, ...keys: string[]) => {
  for (const k of keys)
    if (d[k] !== undefined && d[k] !== null && String(d[k]).trim() !== '') return String(d[k]).trim();
  return '';
};

/** DD-MM-YYYY (the order's invoiceDate) → YYYY-MM-DD. */
const isoDate = (dmy: string) => {
  const m = /^(\d{2})-(\d{2})-(\d{4})$/.exec(dmy);
  return m ? `${m[3]}-${m[2]}-${m[1]}` : dmy;
};

/** Today in India (the shipper's time zone), YYYY-MM-DD. */
const todayIst = () => new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);

/** The carrier's request from the parcel's items, its saved form and the exporter. */
export async function buildRequest(
  db: Db,
  carrier: BookingCarrier,
  idemKey: string,
  items: ParcelItem[],
): Promise<BookingRequest> {
  const first = items[0];
  const formJson = await formOf(db, first.id, carrier);
  if (!formJson) throw invalid('Please fill the booking form first');
  const form = json<Record<string, string | number>>(formJson, {});
  const exporter = await exporterName(db, first.exporter_id);
  const d = json<Record<string, unknown>>(first.data, {});
  const country = findCountry(first.consignee_country);
  if (!country) throw invalid(`"${first.consignee_country}" is not a country we know`);
  return {
    idemKey,
    reference: `${first.docket_no}/${first.box_id}`,
    shipper: {
      name: exporter?.name ?? 'Exporter',
      company: exporter?.name,
      phone: String(form.shipperPhone),
      email: exporter?.email ?? undefined,
      line1: String(form.shipperAddress),
      city: String(form.shipperCity),
      postalCode: String(form.shipperPostalCode),
      countryCode: 'IN',
    },
    receiver: {
      name: first.consignee_name,
      phone: pick(d, 'consigneeMobile') || '0000000000',
      email: pick(d, 'consigneeEmail') || undefined,
      line1: pick(d, 'consigneeAddress'),
      city: pick(d, 'consigneeCity'),
      postalCode: pick(d, 'consigneeZipCode'),
      countryCode: country.code,
    },
    productCode: String(form.productCode ?? 'P'),
    weightKg: Number(form.weight),
    dims: { length: Number(form.length), width: Number(form.width), height: Number(form.height) },
    contents: String(form.contents),
    declaredValue: Math.round(items.reduce((s, i) => s + Number(i.fob_foreign), 0) * 100) / 100,
    currency: first.currency,
    shipDate: todayIst(),
    invoiceNo: pick(d, 'invoiceNo'),
    invoiceDate: isoDate(pick(d, 'invoiceDate')),
    hsnCode: pick(d, 'hsnCode'),
  };
}

export interface BookingOutcome {
  bookingId: number;
  status: 'booked' | 'failed' | 'cancelled' | 'busy';
  awb?: string | null;
  message?: string | null;
}

/**
 * Whether a carrier-booking job (`cb-<job key>-<attempt>`, service.ts bookingJobId) is this
 * database's job for its booking: a job an earlier database left in Redis names a booking id that
 * is now another booking (issue 23 item 9), which it must never book.
 */
export async function bookingOwnsJob(db: Db, bookingId: number, jobId: string): Promise<boolean> {
  const row = await bookingById(db, bookingId);
  return !!row?.job_key && jobId.startsWith(`cb-${row.job_key}-`);
}

export async function processCarrierBooking(
  deps: BookingDeps,
  bookingId: number,
  progress: (p: BookingProgress) => Promise<void> = async () => {},
): Promise<BookingOutcome> {
  const { db } = deps;
  const row = await bookingById(db, bookingId);
  if (!row) throw new Error(`carrier booking ${bookingId} not found`);
  // Done before (a re-delivered job): answer it, call nobody.
  if (row.status === 'booked' || row.status === 'cancelled' || row.status === 'failed')
    return { bookingId, status: row.status, awb: row.awb, message: row.message };
  // The one claim: queued → booking (or a dead worker's 'booking', re-delivered after its lock lapsed).
  if (!(await moveBooking(db, bookingId, ['queued', 'booking'], 'booking', { bumpAttempts: true })))
    return { bookingId, status: 'busy' };
  await progress({ bookingId, phase: 'preparing', percent: 10 });

  const fail = async (message: string): Promise<BookingOutcome> => {
    await moveBooking(db, bookingId, ['booking'], 'failed', { message: message.slice(0, 500) });
    await progress({ bookingId, phase: 'failed', percent: 100, message });
    return { bookingId, status: 'failed', message };
  };

  let req: BookingRequest;
  try {
    const items = await parcelItems(db, row.parcel_id);
    if (!items.length) return await fail(CARRIER_MSG.notFound);
    req = await buildRequest(db, row.carrier, row.idem_key, items);
  } catch (err) {
    return fail((err as Error).message);
  }

  const driver = driverFor(row.carrier, deps.carriers, deps.fetchImpl);
  await progress({ bookingId, phase: 'calling', percent: 30, attempt: 1 });
  let answer;
  try {
    answer = await withRetry(
      () => driver.book(req),
      { attempts: deps.carriers.attempts, baseDelayMs: deps.carriers.backoffMs },
      (attempt, err) =>
        void progress({
          bookingId,
          phase: 'calling',
          percent: 30 + attempt * 10,
          attempt: attempt + 1,
          message: err.message,
        }),
    );
  } catch (err) {
    // Timeout, 5xx after every retry, or a refusal: no AWB, no label, the row says why.
    const message = err instanceof CarrierError ? err.message : CARRIER_MSG.carrierDown;
    return fail(message);
  }

  await progress({ bookingId, phase: 'storing', percent: 85, awb: answer.awb });
  const labelKey = `labels/${row.carrier}/${row.idem_key.replace(/[^A-Za-z0-9_-]/g, '_')}.pdf`;
  try {
    await deps.storage.put(labelKey, answer.label);
  } catch {
    return fail('The label could not be stored; nothing was booked. Please try again.');
  }
  if (
    !(await moveBooking(db, bookingId, ['booking'], 'booked', {
      awb: answer.awb,
      label_key: labelKey,
      message: null,
    }))
  )
    return { bookingId, status: 'busy' };
  await progress({
    bookingId,
    phase: 'booked',
    percent: 100,
    awb: answer.awb,
    message: CARRIER_MSG.booked(answer.awb),
  });
  return { bookingId, status: 'booked', awb: answer.awb, message: CARRIER_MSG.booked(answer.awb) };
}
