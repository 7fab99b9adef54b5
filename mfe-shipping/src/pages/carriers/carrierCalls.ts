/** Calls of the courier pages (issue 15 "Courier bookings"): parcel lists, booking form, book, cancel, label, track. */
import type {
  BookingCarrier,
  BookingStatus,
  CarrierForm,
  CarrierParcelRow,
  CarrierTrackingEvent,
  Pager,
} from '@exportdesk/core';
import { call, expectSuccess, fetchFile, get, post } from '@exportdesk/portal-kit';

export interface ParcelPage {
  items: CarrierParcelRow[];
  total: number;
  pager: Pager;
  message: string;
}

export interface Booking {
  bookingId: number;
  carrier: BookingCarrier;
  status: BookingStatus;
  awb: string | null;
  message: string | null;
  attempts: number;
  updatedAt: number;
}

export interface BookingForm {
  parcel: {
    parcelId: number;
    docketNo: string;
    boxId: string;
    consigneeName: string;
    consigneeCountry: string;
    items: Array<{ orderId: string; description: string }>;
    fob: number;
    currency: string;
    grossWeight: string | number | null;
  };
  form: CarrierForm | null;
  booking: Booking | null;
}

export const listParcels = (
  carrier: BookingCarrier,
  q: { page: number; search: string; view: 'all' | 'booked' },
  signal?: AbortSignal,
) =>
  get<ParcelPage>(
    `${carrier}/parcels?${new URLSearchParams({ page: String(q.page), view: q.view, ...(q.search ? { search: q.search } : {}) })}`,
    signal,
  );

export const loadForm = (carrier: BookingCarrier, parcelId: number, signal?: AbortSignal) =>
  get<BookingForm>(`${carrier}/bookingform/${parcelId}`, signal);

export const saveForm = (form: Record<string, unknown>) => post<null>('save/savedhldata', form);
export const book = (carrier: BookingCarrier, parcelId: number) =>
  post<{ bookingId: number; jobId: string; status: string }>(`${carrier}/bookShipment`, { parcelId });
export const cancel = (carrier: BookingCarrier, parcelId: number) =>
  post<null>(`${carrier}/cancelShipment`, { parcelId });
export const track = (carrier: BookingCarrier, parcelId: number) =>
  call<{ awb: string; events: CarrierTrackingEvent[] }>(`${carrier}/track/${parcelId}`);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Follows the booking until the carrier answered (booked or failed). */
export async function followBooking(
  carrier: BookingCarrier,
  parcelId: number,
  isLive: () => boolean,
): Promise<Booking | null> {
  for (let wait = 300; isLive(); wait = Math.min(wait * 1.4, 1500)) {
    const b = expectSuccess(await get<Booking | null>(`${carrier}/booking/${parcelId}`)).data ?? null;
    if (!b || b.status === 'booked' || b.status === 'failed' || b.status === 'cancelled') return b;
    await sleep(wait);
  }
  return null;
}

/** The label PDF in a new tab: opened at the click (else a blocked popup), then pointed at the file. */
export async function openLabel(carrier: BookingCarrier, parcelId: number): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const f = await fetchFile(`${carrier}/label/${parcelId}`);
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
