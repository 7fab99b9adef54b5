import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import {
  carrierSearchFormSchema,
  formatDateDMY,
  isBookingCarrier,
  ORDER_MSG,
  type BookingCarrier,
  type CarrierParcelRow,
  CARRIER_NAMES,
} from '@exportdesk/core';
import {
  Alert,
  Button,
  ConfirmDialog,
  DataTable,
  expectSuccess,
  FailureAlert,
  FormTextField,
  Loading,
  PageHeader,
  Pager,
  SchemaForm,
  Tabs,
  useApiMutation,
  useSchemaForm,
  type Column,
} from '@exportdesk/portal-kit';
import { cancel, openLabel } from './carrierCalls';
import { TrackModal } from './TrackModal';
import { useCarrierParcels } from './useCarrierParcels';
import './carriers.css';

type View = 'all' | 'booked';
const NO_SEARCH = { search: '' };

const STATUS_TEXT: Record<string, string> = {
  queued: 'Booking…',
  booking: 'Booking…',
  booked: 'Booked',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

/**
 * A courier's parcel list (/dhlboxes/{type}, /aramexparcels, /delhiveryparcels, /delhivery): the
 * parcels not booked elsewhere, or this courier's bookings, with Book / Label / Track / Cancel.
 */
export function CarrierParcels({
  carrier,
  initialView = 'all',
}: {
  carrier: BookingCarrier;
  initialView?: View;
}) {
  const label = CARRIER_NAMES[carrier];
  const [view, setView] = useState<View>(initialView);
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const typed = useSchemaForm(carrierSearchFormSchema, NO_SEARCH);
  const [tracking, setTracking] = useState<number | null>(null);
  const [cancelling, setCancelling] = useState<number | null>(null);
  const { page: answer, error, failure, retry } = useCarrierParcels(carrier, { page, search, view });

  const doCancel = useApiMutation(
    async (parcelId: number) => expectSuccess(await cancel(carrier, parcelId)),
    {
      success: 'Booking cancelled',
      invalidates: [['carrier-parcels', carrier]],
    },
  );
  const label$ = useApiMutation((parcelId: number) => openLabel(carrier, parcelId));

  const submit = (v: { search?: string }) => {
    setPage(1);
    setSearch(v.search ?? '');
  };

  const columns: Column<CarrierParcelRow>[] = [
    { key: 'sl', header: 'Sl. No.', render: (_r, i) => (answer?.pager.startIndex ?? 0) + i + 1 },
    { key: 'docketNo', header: 'Docket No.' },
    { key: 'boxId', header: 'Box ID', render: (r) => <code>{r.boxId}</code> },
    { key: 'consigneeName', header: 'Consignee' },
    { key: 'consigneeCountry', header: 'Country' },
    { key: 'items', header: 'Items' },
    { key: 'createdAt', header: 'Created', render: (r) => formatDateDMY(new Date(r.createdAt)) },
    {
      key: 'status',
      header: 'Status / AWB',
      render: (r) =>
        r.booking && r.booking.carrier === carrier ? (
          <span className="cr-status">
            <span>{STATUS_TEXT[r.booking.status]}</span>
            {r.booking.awb && r.booking.status === 'booked' && (
              <span className="cr-awb">{r.booking.awb}</span>
            )}
            {r.booking.status === 'failed' && r.booking.message && (
              <span className="ed-muted">{r.booking.message}</span>
            )}
          </span>
        ) : (
          <span className="ed-muted">Not booked</span>
        ),
    },
    {
      key: 'actions',
      header: 'Actions',
      render: (r) => {
        const b = r.booking && r.booking.carrier === carrier ? r.booking : null;
        const booked = b?.status === 'booked';
        return (
          <span className="cr-actions">
            {!booked && b?.status !== 'queued' && b?.status !== 'booking' && (
              <Link
                className="ed-btn ed-btn--primary ed-btn--sm"
                to={`/dhl_form/${r.parcelId}?carrier=${carrier}`}
                aria-label={`Book parcel ${r.boxId} with ${label}`}
              >
                Book
              </Link>
            )}
            {booked && (
              <>
                <Button size="sm" variant="secondary" onClick={() => void label$.run(r.parcelId)}>
                  Label
                </Button>
                <Button size="sm" variant="secondary" onClick={() => setTracking(r.parcelId)}>
                  Track
                </Button>
              </>
            )}
            {(booked || b?.status === 'queued') && (
              <Button size="sm" variant="danger" onClick={() => setCancelling(r.parcelId)}>
                Cancel
              </Button>
            )}
          </span>
        );
      },
    },
  ];

  return (
    <>
      <PageHeader
        title={`${label} parcels`}
        subtitle={`Book your parcels with ${label}: AWB, label and tracking.`}
      />
      <div className="ed-stack">
        <div className="cr-toolbar">
          <Tabs<View>
            label="Parcels shown"
            value={view}
            onChange={(v) => {
              setView(v);
              setPage(1);
            }}
            tabs={[
              { value: 'all', label: 'To book' },
              { value: 'booked', label: `Booked with ${label}` },
            ]}
          />
          <SchemaForm form={typed} onValid={submit} role="search">
            <FormTextField name="search" label="Search" placeholder="Docket, box, order, consignee or AWB" />
            <Button type="submit">Search</Button>
            <Button
              variant="secondary"
              onClick={() => {
                typed.reset(NO_SEARCH);
                setSearch('');
                setPage(1);
              }}
            >
              Reset
            </Button>
          </SchemaForm>
        </div>
        {failure ? (
          <FailureAlert failure={failure} onRetry={retry} />
        ) : (
          error && <Alert kind="error">{error}</Alert>
        )}
        {!answer ? (
          !error && <Loading />
        ) : (
          <section aria-label={`${label} parcels`} className="ed-stack">
            <p role="status">{answer.total ? ORDER_MSG.totalFound(answer.total) : ''}</p>
            <DataTable
              caption={`${label} parcels`}
              columns={columns}
              rows={answer.items}
              rowKey={(r) => String(r.parcelId)}
              empty={ORDER_MSG.noRecordFound}
            />
            <Pager pager={answer.pager} onPage={setPage} label={`${label} parcel pages`} />
          </section>
        )}
      </div>
      {tracking !== null && (
        <TrackModal carrier={carrier} parcelId={tracking} onClose={() => setTracking(null)} />
      )}
      <ConfirmDialog
        open={cancelling !== null}
        title="Cancel booking"
        text="Are you sure?"
        confirmLabel="Yes, cancel"
        onConfirm={() => {
          const id = cancelling;
          setCancelling(null);
          if (id !== null) void doCancel.run(id);
        }}
        onCancel={() => setCancelling(null)}
      />
    </>
  );
}

/** /dhlboxes/{type}: the DHL list (dhl, or another booking carrier named by the type). */
export function DhlBoxes() {
  const { type = 'dhl' } = useParams();
  const carrier: BookingCarrier = isBookingCarrier(type) ? type : 'dhl';
  return <CarrierParcels key={carrier} carrier={carrier} />;
}

export const AramexParcels = () => <CarrierParcels carrier="aramex" />;
export const DelhiveryParcels = () => <CarrierParcels carrier="delhivery" />;
/** /delhivery: the Delhivery bookings made (the parcels list is /delhiveryparcels). */
export const DelhiveryBookings = () => <CarrierParcels carrier="delhivery" initialView="booked" />;
