import { useEffect, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import {
  CARRIER_MSG,
  carrierFormSchema,
  isBookingCarrier,
  type BookingCarrier,
  LABELLED,
  CARRIER_NAMES,
  CARRIERS,
} from '@exportdesk/core';
import {
  Alert,
  Button,
  expectSuccess,
  FailureAlert,
  Loading,
  PageHeader,
  SelectField,
  TextField,
  useApiMutation,
  useApiQuery,
} from '@exportdesk/portal-kit';
import { book, followBooking, loadForm, openLabel, saveForm, type Booking } from './carrierCalls';
import { TrackModal } from './TrackModal';
import './carriers.css';

type Values = Record<
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

/** DHL Express global product codes offered (the sandbox takes any). */
const PRODUCTS = [
  { value: 'P', label: 'P — Express Worldwide' },
  { value: 'H', label: 'H — Economy Select' },
  { value: 'Y', label: 'Y — Express 12:00' },
];

const EMPTY: Values = {
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
  const resolver = zodResolver(carrierFormSchema, LABELLED) as unknown as Resolver<Values>;
  const { register, handleSubmit, reset, formState } = useForm<Values>({
    defaultValues: EMPTY,
    resolver: (values, ctx, opts) =>
      resolver({ ...values, parcelId: String(parcelId), carrier } as Values, ctx, opts),
  });

  useEffect(() => {
    const d = q.data;
    if (!d) return;
    setBooking(d.booking);
    if (d.form)
      reset(
        Object.fromEntries(Object.entries({ ...EMPTY, ...d.form }).map(([k, v]) => [k, String(v)])) as Values,
      );
    else
      reset({
        ...EMPTY,
        contents: d.parcel.items[0]?.description.slice(0, 70) ?? '',
        weight: d.parcel.grossWeight ? String(Number(d.parcel.grossWeight) / 1000) : '',
      });
  }, [q.updatedAt]);

  const save = useApiMutation(
    async (v: Values) => expectSuccess(await saveForm({ ...v, parcelId, carrier })),
    {
      success: CARRIER_MSG.saved,
    },
  );
  const bookIt = useApiMutation(
    async (v: Values) => {
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
  const err = (k: keyof Values) => formState.errors[k]?.message;

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

        <form className="ed-card ed-stack" noValidate onSubmit={handleSubmit((v) => void bookIt.run(v))}>
          <fieldset disabled={!!locked} className="cr-grid">
            <TextField
              label="Length (cm)"
              inputMode="decimal"
              error={err('length')}
              {...register('length')}
            />
            <TextField label="Width (cm)" inputMode="decimal" error={err('width')} {...register('width')} />
            <TextField
              label="Height (cm)"
              inputMode="decimal"
              error={err('height')}
              {...register('height')}
            />
            <TextField
              label="Weight (kg)"
              inputMode="decimal"
              error={err('weight')}
              {...register('weight')}
            />
            <SelectField
              label="Product"
              options={PRODUCTS}
              error={err('productCode')}
              {...register('productCode')}
            />
            <TextField
              label="Contents"
              className="cr-wide"
              error={err('contents')}
              {...register('contents')}
            />
            <TextField
              label="Shipper phone"
              inputMode="tel"
              error={err('shipperPhone')}
              {...register('shipperPhone')}
            />
            <TextField
              label="Pickup address"
              className="cr-wide"
              error={err('shipperAddress')}
              {...register('shipperAddress')}
            />
            <TextField label="City" error={err('shipperCity')} {...register('shipperCity')} />
            <TextField
              label="PIN code"
              inputMode="numeric"
              error={err('shipperPostalCode')}
              {...register('shipperPostalCode')}
            />
          </fieldset>
          <div className="cr-actions">
            <Button type="submit" busy={bookIt.busy} disabled={!!locked}>
              Book with {label}
            </Button>
            <Button
              variant="secondary"
              disabled={!!locked || save.busy}
              onClick={handleSubmit((v) => void save.run(v))}
            >
              Save
            </Button>
            <Link className="ed-btn ed-btn--ghost" to={CARRIERS[carrier].bookingList}>
              Back to parcels
            </Link>
          </div>
        </form>
      </div>
      {tracking && <TrackModal carrier={carrier} parcelId={parcelId} onClose={() => setTracking(false)} />}
    </>
  );
}
