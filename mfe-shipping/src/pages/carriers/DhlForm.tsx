import { useEffect, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import {
  CARRIER_MSG,
  carrierFormSchema,
  isBookingCarrier,
  type BookingCarrier,
  CARRIER_NAMES,
  CARRIERS,
} from '@exportdesk/core';
import {
  Alert,
  Button,
  expectSuccess,
  FailureAlert,
  FormSelectField,
  FormTextField,
  Loading,
  PageHeader,
  SchemaForm,
  useApiMutation,
  useApiQuery,
  useSchemaForm,
} from '@exportdesk/portal-kit';
import { book, followBooking, loadForm, openLabel, saveForm, type Booking } from './carrierCalls';
import { TrackModal } from './TrackModal';
import './carriers.css';

type Values = Record<
  | 'parcelId'
  | 'carrier'
  | 'length'
  | 'width'
  | 'height'
  | 'weight'
  | 'productCode'
  | 'contents'
  | 'shipperPhone'
  | 'shipperAddress'
  | 'shipperCity'
  | 'shipperPostalCode',
  string
>;

/** What the schema hands on: the save call's payload. */
type Checked = Parameters<typeof saveForm>[0];

/** DHL Express global product codes offered (the sandbox takes any). */
const PRODUCTS = [
  { value: 'P', label: 'P — Express Worldwide' },
  { value: 'H', label: 'H — Economy Select' },
  { value: 'Y', label: 'Y — Express 12:00' },
];

const EMPTY: Omit<Values, 'parcelId' | 'carrier'> = {
  length: '',
  width: '',
  height: '',
  weight: '',
  productCode: 'P',
  contents: '',
  shipperPhone: '',
  shipperAddress: '',
  shipperCity: '',
  shipperPostalCode: '',
};

/**
 * /dhl_form/{id}: book one parcel with a courier (DHL unless ?carrier= names another). Save the
 * box and shipper details (save/savedhldata), Book (a job calls the carrier), then the AWB, the
 * label and tracking. The rules are core's carrierFormSchema, the API checks them again.
 */
export default function DhlForm() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const c = params.get('carrier') ?? 'dhl';
  const carrier: BookingCarrier = isBookingCarrier(c) ? c : 'dhl';
  const parcelId = Number(id);
  const label = CARRIER_NAMES[carrier];
  const live = useRef(true);
  useEffect(() => () => void (live.current = false), []);

  const q = useApiQuery(
    ['carrier-form', carrier, parcelId],
    (signal) => loadForm(carrier, parcelId, signal),
    {
      enabled: parcelId > 0,
    },
  );
  const [booking, setBooking] = useState<Booking | null>(null);
  const [tracking, setTracking] = useState(false);
  // The parcel and the carrier are the schema's too (the weight bound is the carrier's).
  const blank: Values = { ...EMPTY, parcelId: String(parcelId), carrier };
  const form = useSchemaForm(carrierFormSchema, blank);
  const { reset } = form;

  useEffect(() => {
    const d = q.data;
    if (!d) return;
    setBooking(d.booking);
    if (d.form)
      reset(
        Object.fromEntries(Object.entries({ ...blank, ...d.form }).map(([k, v]) => [k, String(v)])) as Values,
      );
    else
      reset({
        ...blank,
        contents: d.parcel.items[0]?.description.slice(0, 70) ?? '',
        weight: d.parcel.grossWeight ? String(Number(d.parcel.grossWeight) / 1000) : '',
      });
  }, [q.updatedAt]);

  const save = useApiMutation(
    async (v: Checked) => expectSuccess(await saveForm({ ...v, parcelId, carrier })),
    {
      success: CARRIER_MSG.saved,
    },
  );
  const bookIt = useApiMutation(
    async (v: Checked) => {
      expectSuccess(await saveForm({ ...v, parcelId, carrier }));
      expectSuccess(await book(carrier, parcelId));
      setBooking((b) => ({
        ...(b ?? { bookingId: 0, carrier, awb: null, attempts: 0, updatedAt: Date.now() }),
        status: 'queued',
        message: null,
      }));
      return followBooking(carrier, parcelId, () => live.current);
    },
    {
      onSuccess: (b) => setBooking(b),
      success: (b) => (b?.status === 'booked' && b.awb ? CARRIER_MSG.booked(b.awb) : undefined),
    },
  );
  const labelRun = useApiMutation(() => openLabel(carrier, parcelId));

  if (!(parcelId > 0)) return <Alert kind="error">{CARRIER_MSG.notFound}</Alert>;
  if (q.failure) return <FailureAlert failure={q.failure} onRetry={q.retry} />;
  if (!q.data) return <Loading />;
  const p = q.data.parcel;
  const locked =
    booking && (booking.status === 'booked' || booking.status === 'queued' || booking.status === 'booking');

  return (
    <>
      <PageHeader title={`Book with ${label}`} subtitle={`Parcel ${p.boxId} of docket ${p.docketNo}`} />
      <div className="ed-stack">
        <section className="ed-card" aria-label="Parcel">
          <dl className="cr-summary">
            <dt>Consignee</dt>
            <dd>
              {p.consigneeName}, {p.consigneeCountry}
            </dd>
            <dt>Items</dt>
            <dd>{p.items.map((i) => `${i.orderId} ${i.description}`).join('; ')}</dd>
            <dt>Value</dt>
            <dd>
              {p.fob.toFixed(2)} {p.currency}
            </dd>
          </dl>
        </section>

        {booking?.status === 'booked' && booking.awb && (
          <Alert kind="success" title={`Booked with ${label}`}>
            <div className="cr-booked">
              <span>
                AWB{' '}
                <span className="cr-awb" data-testid="awb">
                  {booking.awb}
                </span>
              </span>
              <Button size="sm" onClick={() => void labelRun.run()}>
                Open label
              </Button>
              <Button size="sm" variant="secondary" onClick={() => setTracking(true)}>
                Track
              </Button>
            </div>
          </Alert>
        )}
        {(booking?.status === 'queued' || booking?.status === 'booking') && (
          <Alert kind="info">Booking with {label}… the AWB appears here when the carrier answers.</Alert>
        )}
        {booking?.status === 'failed' && booking.message && <Alert kind="error">{booking.message}</Alert>}

        <SchemaForm form={form} className="ed-card ed-stack" onValid={(v) => void bookIt.run(v)}>
          <fieldset disabled={!!locked} className="cr-grid">
            <FormTextField name="length" label="Length (cm)" inputMode="decimal" />
            <FormTextField name="width" label="Width (cm)" inputMode="decimal" />
            <FormTextField name="height" label="Height (cm)" inputMode="decimal" />
            <FormTextField name="weight" label="Weight (kg)" inputMode="decimal" />
            <FormSelectField name="productCode" label="Product" options={PRODUCTS} />
            <FormTextField name="contents" label="Contents" className="cr-wide" />
            <FormTextField name="shipperPhone" label="Shipper phone" inputMode="tel" />
            <FormTextField name="shipperAddress" label="Pickup address" className="cr-wide" />
            <FormTextField name="shipperCity" label="City" />
            <FormTextField name="shipperPostalCode" label="PIN code" inputMode="numeric" />
          </fieldset>
          <div className="cr-actions">
            <Button type="submit" busy={bookIt.busy} disabled={!!locked}>
              Book with {label}
            </Button>
            <Button
              variant="secondary"
              disabled={!!locked || save.busy}
              onClick={form.handleSubmit((v) => void save.run(v))}
            >
              Save
            </Button>
            <Link className="ed-btn ed-btn--ghost" to={CARRIERS[carrier].bookingList}>
              Back to parcels
            </Link>
          </div>
        </SchemaForm>
      </div>
      {tracking && <TrackModal carrier={carrier} parcelId={parcelId} onClose={() => setTracking(false)} />}
    </>
  );
}
