import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  formatDateDMY,
  isInTransit,
  SHIPMENT_MSG,
  SHIPMENT_STATUS,
  SHIPPING_METHOD_INFO,
  shipmentAllows,
  USER_TYPE,
} from '@exportdesk/core';
import {
  Alert,
  Button,
  ConfirmDialog,
  DataTable,
  expectSuccess,
  FailureAlert,
  Loading,
  Modal,
  PageHeader,
  Pager,
  TextField,
  useApiMutation,
  useAuth,
  type Column,
} from '@exportdesk/portal-kit';
import { PickupModal } from './PickupModal';
import { ShipmentModal } from './ShipmentModal';
import { deleteShipment, printCn22, updateTracking, type Shipment } from './shipAbroadCalls';
import { useShipments } from './useShipments';
import './shipabroad.css';

/** "the Ship Abroad print window is 800 by 1000"; the page prints itself after 1 second. */
function openPrint(html: string) {
  const w = window.open('', '_blank', 'width=800,height=1000');
  if (!w) return;
  w.document.write(html);
  w.document.close();
}

/** Ship Abroad, super-user screen (001 §2.3–2.4, /shipAbroad). */
export default function ShipAbroad() {
  const { principal } = useAuth();
  const superUser = principal?.userType === USER_TYPE.ADMIN;
  const [page, setPage] = useState(1);
  const { page: list, failure, retry } = useShipments(page, superUser);
  const [modal, setModal] = useState<{ editing: Shipment | null } | null>(null);
  const [pickup, setPickup] = useState<string | null>(null);
  const [tracking, setTracking] = useState<Shipment | null>(null);
  const [removing, setRemoving] = useState<Shipment | null>(null);
  const reload = () => void retry();

  const remove = useApiMutation((refno: string) => deleteShipment(refno), {
    success: (a) => a.message,
    onSuccess: reload,
  });
  const print = useApiMutation(async (refno: string) => expectSuccess(await printCn22(refno)), {
    errorTitle: 'Unable to generate CN 22 Form',
    onSuccess: (a) => openPrint(a.data!.cn22),
  });

  // An open route (000 §2.1): a visitor is asked to sign in as a super user.
  if (!superUser)
    return (
      <>
        <PageHeader title="Ship Abroad" subtitle="Book a parcel abroad for a customer." />
        <Alert kind="info">
          Ship Abroad is for super users. <Link to="/superuser">Super user login</Link>
        </Alert>
      </>
    );

  const statusCell = (s: Shipment) => (
    <span className="sa-status">
      {s.status}
      {isInTransit(s.status) && s.lastCommentAt && (
        <span className="ed-muted"> ({formatDateDMY(new Date(s.lastCommentAt + 330 * 60_000))})</span>
      )}
      {s.status === SHIPMENT_STATUS.pending && (
        <Button size="sm" variant="secondary" onClick={() => setPickup(s.refno)}>
          Schedule pickup
        </Button>
      )}
      {s.customerFeedback?.reached_on_time && (
        <span aria-label={`${s.customerFeedback.stars} stars`}>{'★'.repeat(s.customerFeedback.stars)}</span>
      )}
    </span>
  );

  const columns: Column<Shipment>[] = [
    { key: 'sno', header: 'S.No.', render: (_r, i) => (list?.pager.startIndex ?? 0) + i + 1 },
    { key: 'refno', header: 'Ref. ID' },
    { key: 'name', header: 'NAME', render: (r) => r.consigneeDetails.name },
    { key: 'country', header: 'COUNTRY', render: (r) => r.consigneeDetails.country },
    { key: 'items', header: 'ITEMS', render: (r) => r.packageDesc },
    { key: 'weight', header: 'WEIGHT', render: (r) => `${(r.grossWeight / 1000).toFixed(4)} kg` },
    {
      key: 'labels',
      header: 'SHIPPING LABELS',
      render: (r) => (
        <Button size="sm" variant="secondary" busy={print.busy} onClick={() => void print.run(r.refno)}>
          View/Print
        </Button>
      ),
    },
    { key: 'status', header: 'STATUS', render: statusCell },
    {
      key: 'actions',
      header: 'ACTIONS',
      render: (r) => (
        <span className="sa-actions">
          <Button
            size="sm"
            variant="secondary"
            onClick={() => setModal({ editing: r })}
            aria-label={`Edit ${r.refno}`}
          >
            {shipmentAllows(r.status, 'edit') ? 'Edit' : 'View'}
          </Button>
          {shipmentAllows(r.status, 'updateTracking') && (
            <Button size="sm" variant="secondary" onClick={() => setTracking(r)}>
              Update Tracking Id
            </Button>
          )}
          <Button
            size="sm"
            variant="danger"
            disabled={!shipmentAllows(r.status, 'delete')}
            onClick={() => setRemoving(r)}
            aria-label={`Delete ${r.refno}`}
          >
            Delete
          </Button>
        </span>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Ship Abroad"
        subtitle="Personal-export parcels booked for customers."
        actions={<Button onClick={() => setModal({ editing: null })}>Create new Shipment</Button>}
      />
      {failure && <FailureAlert failure={failure} onRetry={retry} />}
      {!list ? (
        !failure && <Loading />
      ) : (
        <section className="ed-stack" aria-label="Shipments">
          <DataTable
            caption="Shipments"
            columns={columns}
            rows={list.items}
            rowKey={(r) => r.refno}
            empty="No pickups scheduled"
          />
          <Pager pager={list.pager} onPage={setPage} label="Shipment pages" />
        </section>
      )}
      {modal && (
        <ShipmentModal
          open
          editing={modal.editing}
          readOnly={!!modal.editing && !shipmentAllows(modal.editing.status, 'edit')}
          onClose={() => setModal(null)}
          onSaved={reload}
        />
      )}
      <PickupModal refno={pickup} onClose={() => setPickup(null)} onSaved={reload} />
      {tracking && <TrackingModal shipment={tracking} onClose={() => setTracking(null)} onSaved={reload} />}
      <ConfirmDialog
        open={!!removing}
        title="Delete shipment"
        text="Are you sure?"
        confirmLabel="Delete"
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (removing) void remove.run(removing.refno);
          setRemoving(null);
        }}
      />
    </>
  );
}

function TrackingModal({
  shipment,
  onClose,
  onSaved,
}: {
  shipment: Shipment;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [value, setValue] = useState(shipment.trackingNo ?? '');
  const [error, setError] = useState<string | null>(null);
  const save = useApiMutation((v: string) => updateTracking(shipment.refno, v), {
    success: SHIPMENT_MSG.trackingUpdated,
  });
  async function submit() {
    if (!value.trim()) return setError(SHIPMENT_MSG.trackingRequired);
    if (await save.run(value.trim())) {
      onSaved();
      onClose();
    }
  }
  return (
    <Modal
      open
      title={`Update Tracking Id · ${shipment.refno}`}
      onClose={onClose}
      footer={
        <Button busy={save.busy} onClick={() => void submit()}>
          Update
        </Button>
      }
    >
      <p className="ed-muted">
        {SHIPPING_METHOD_INFO[shipment.shippingMethod]?.label} · {shipment.status}
      </p>
      <TextField
        label="Tracking ID"
        value={value}
        error={error ?? undefined}
        touched={!!error}
        onChange={(e) => {
          setValue(e.target.value);
          setError(null);
        }}
      />
    </Modal>
  );
}
