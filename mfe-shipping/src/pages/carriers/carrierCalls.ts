/** Calls of the courier pages (issue 15 "Courier bookings"): parcel lists, booking form, book, cancel, label, track. */
import {
  BOOKING_CONTRACTS,
  CARRIER_CONTRACTS,
  pathOf,
  type BookingCarrier,
  type CarrierBooking,
  type PayloadOf,
} from '@exportdesk/core';
import { callContract, contractData, fetchFile } from '@exportdesk/portal-kit';

/** A parcel's current booking with one carrier (core's contract). */
export type Booking = CarrierBooking;

export const listParcels = (
  carrier: BookingCarrier,
  q: { page: number; search: string; view: 'all' | 'booked' },
  signal?: AbortSignal,
) =>
  callContract(
    BOOKING_CONTRACTS[carrier].parcels,
    { query: { page: q.page, view: q.view, ...(q.search ? { search: q.search } : {}) } },
    signal,
  );

export const loadForm = (carrier: BookingCarrier, parcelId: number, signal?: AbortSignal) =>
  callContract(BOOKING_CONTRACTS[carrier].bookingForm, { params: { parcelId } }, signal);

export const saveForm = (form: PayloadOf<typeof CARRIER_CONTRACTS.saveForm>) =>
  callContract(CARRIER_CONTRACTS.saveForm, { body: form });
export const book = (carrier: BookingCarrier, parcelId: number) =>
  callContract(BOOKING_CONTRACTS[carrier].book, { body: { parcelId } });
export const cancel = (carrier: BookingCarrier, parcelId: number) =>
  callContract(BOOKING_CONTRACTS[carrier].cancel, { body: { parcelId } });
export const track = (carrier: BookingCarrier, parcelId: number) =>
  callContract(BOOKING_CONTRACTS[carrier].track, { params: { parcelId } });
export const listInitiated = (page: number, signal?: AbortSignal) =>
  callContract(CARRIER_CONTRACTS.initiated, { query: { page } }, signal);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Follows the booking until the carrier answered (booked or failed). */
export async function followBooking(
  carrier: BookingCarrier,
  parcelId: number,
  isLive: () => boolean,
): Promise<Booking | null> {
  for (let wait = 300; isLive(); wait = Math.min(wait * 1.4, 1500)) {
    const b = await contractData(BOOKING_CONTRACTS[carrier].booking, { params: { parcelId } });
    if (!b || b.status === 'booked' || b.status === 'failed' || b.status === 'cancelled') return b;
    await sleep(wait);
  }
  return null;
}

/** The label PDF in a new tab: opened at the click (else a blocked popup), then pointed at the file. */
export async function openLabel(carrier: BookingCarrier, parcelId: number): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const f = await fetchFile(pathOf(BOOKING_CONTRACTS[carrier].label, { parcelId }));
    const url = URL.createObjectURL(f.blob);
    if (tab) {
      tab.opener = null;
      tab.location.href = url;
    } else window.open(url, '_blank', 'noopener');
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (err) {
    tab?.close();
    throw err;
  }
}
