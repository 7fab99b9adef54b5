/**
 * Its own file: the DHL Express driver, written against the MyDHL API (REST, JSON, HTTP Basic
 * with the API key and secret; developer.dhl.com "DHL Express - MyDHL API", version 2):
 * - book:  POST {base}/shipments → 201 { shipmentTrackingNumber, packages[], documents[{ typeCode
 *          'label', imageFormat 'PDF', content (base64) }] }; errors answer { status, title,
 *          detail, additionalDetails[] }.
 * - track: GET {base}/shipments/{awb}/tracking?trackingView=all-checkpoints&levelOfDetail=all →
 *          { shipments[{ events[{ date, time, typeCode, description, serviceArea[{ description }] }] }] }.
 * - cancel: MyDHL has no call that voids a shipment; only a requested courier pickup can be
 *          deleted. We book with `pickup.isRequested: false` (pickups are the pickups area's), so
 *          a cancel voids the AWB on our side only — DHL Express bills an AWB when it is tendered.
 * Our idempotency key goes out as `Message-Reference` (28–36 characters), so DHL's logs tie every
 * retry of one booking together. Tested on recorded answers (api/test/fixtures/mydhl/).
 */
import { createHash } from 'node:crypto';
import type { CarrierTrackingEvent } from '@exportdesk/core';
import {
  CarrierError,
  carrierFetch,
  type Address,
  type BookingAnswer,
  type BookingRequest,
  type CarrierDriver,
} from './drivers';

export interface MyDhlSettings {
  /** https://express.api.dhl.com/mydhlapi (production) or …/mydhlapi/test. */
  baseUrl: string;
  username: string;
  password: string;
  /** The shipper's DHL Express account number. */
  account: string;
  timeoutMs: number;
}

/** "Message-Reference" must be 28 to 36 characters: our key's hash as 32 hex digits. */
export const messageReference = (idemKey: string) =>
  createHash('sha256').update(idemKey).digest('hex').slice(0, 32);

const party = (a: Address) => ({
  postalAddress: {
    postalCode: a.postalCode,
    cityName: a.city.slice(0, 45),
    countryCode: a.countryCode,
    addressLine1: a.line1.slice(0, 45),
  },
  contactInformation: {
    phone: a.phone,
    companyName: (a.company ?? a.name).slice(0, 100),
    fullName: a.name.slice(0, 255),
    ...(a.email ? { email: a.email } : {}),
  },
});

/** The MyDHL create-shipment body for one parcel (one package, customs declarable). */
export function shipmentBody(req: BookingRequest, account: string) {
  return {
    // Local time of the shipper (India): 10:00 on the ship date.
    plannedShippingDateAndTime: `${req.shipDate}T10:00:00 GMT+05:30`,
    pickup: { isRequested: false },
    productCode: req.productCode,
    accounts: [{ typeCode: 'shipper', number: account }],
    customerReferences: [{ value: req.reference.slice(0, 35), typeCode: 'CU' }],
    outputImageProperties: {
      encodingFormat: 'pdf',
      imageOptions: [{ typeCode: 'label', templateName: 'ECOM26_84_001' }],
    },
    customerDetails: { shipperDetails: party(req.shipper), receiverDetails: party(req.receiver) },
    content: {
      packages: [{ weight: req.weightKg, dimensions: req.dims }],
      isCustomsDeclarable: true,
      declaredValue: req.declaredValue,
      declaredValueCurrency: req.currency,
      description: req.contents.slice(0, 70),
      incoterm: 'DAP',
      unitOfMeasurement: 'metric',
      exportDeclaration: {
        lineItems: [
          {
            number: 1,
            description: req.contents.slice(0, 512),
            price: req.declaredValue,
            quantity: { value: 1, unitOfMeasurement: 'PCS' },
            commodityCodes: [{ typeCode: 'outbound', value: req.hsnCode }],
            exportReasonType: 'permanent',
            manufacturerCountry: 'IN',
            weight: { netValue: req.weightKg, grossValue: req.weightKg },
          },
        ],
        invoice: { number: req.invoiceNo, date: req.invoiceDate },
      },
    },
  };
}

/** A non-2xx answer: 429 and 5xx may be retried; 4xx is a refusal with DHL's detail. */
async function failure(res: Response): Promise<CarrierError> {
  let detail = '';
  try {
    const b = (await res.json()) as { title?: string; detail?: string; message?: string };
    detail = b.detail ?? b.message ?? b.title ?? '';
  } catch {
    /* not JSON */
  }
  const retryable = res.status === 429 || res.status >= 500;
  const msg = retryable
    ? `DHL Express is not available right now (HTTP ${res.status}); nothing was booked. Please try again.`
    : `DHL Express refused the shipment: ${detail || `HTTP ${res.status}`}`;
  return new CarrierError(msg, retryable, res.status);
}

export function myDhlDriver(s: MyDhlSettings, fetchImpl: typeof fetch = fetch): CarrierDriver {
  const auth = `Basic ${Buffer.from(`${s.username}:${s.password}`).toString('base64')}`;
  const base = s.baseUrl.replace(/\/+$/, '');
  const headers = (idemKey?: string) => ({
    Authorization: auth,
    Accept: 'application/json',
    'Content-Type': 'application/json',
    'x-version': '2.12.0',
    ...(idemKey
      ? { 'Message-Reference': messageReference(idemKey), 'Message-Reference-Date': new Date().toUTCString() }
      : {}),
  });
  return {
    name: 'mydhl',
    async book(req): Promise<BookingAnswer> {
      const res = await carrierFetch(
        fetchImpl,
        `${base}/shipments`,
        { method: 'POST', headers: headers(req.idemKey), body: JSON.stringify(shipmentBody(req, s.account)) },
        s.timeoutMs,
      );
      if (!res.ok) throw await failure(res);
      const body = (await res.json()) as {
        shipmentTrackingNumber?: string;
        documents?: Array<{ typeCode?: string; imageFormat?: string; content?: string }>;
      };
      const label = body.documents?.find((d) => d.typeCode === 'label' && d.content);
      // A 201 without an AWB or a label is not a booking we can use: retryable, nothing stored.
      if (!body.shipmentTrackingNumber || !label?.content)
        throw new CarrierError(
          'DHL Express answered without an AWB or label; nothing was booked.',
          true,
          res.status,
        );
      return { awb: String(body.shipmentTrackingNumber), label: Buffer.from(label.content, 'base64') };
    },
    async cancel() {
      // See the file comment: no MyDHL call voids a shipment booked without a pickup.
    },
    async track(awb): Promise<CarrierTrackingEvent[]> {
      const res = await carrierFetch(
        fetchImpl,
        `${base}/shipments/${encodeURIComponent(awb)}/tracking?trackingView=all-checkpoints&levelOfDetail=all`,
        { method: 'GET', headers: headers() },
        s.timeoutMs,
      );
      if (!res.ok) throw await failure(res);
      const body = (await res.json()) as {
        shipments?: Array<{
          events?: Array<{
            date?: string;
            time?: string;
            typeCode?: string;
            description?: string;
            serviceArea?: Array<{ description?: string }>;
          }>;
        }>;
      };
      return (body.shipments?.[0]?.events ?? []).map((e) => ({
        at: `${e.date ?? ''}T${e.time ?? '00:00:00'}`,
        code: e.typeCode ?? '',
        description: e.description ?? '',
        location: e.serviceArea?.[0]?.description ?? '',
      }));
    },
  };
}
