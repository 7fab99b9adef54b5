import type { BookingCarrier } from '@exportdesk/core';
import { Alert, Loading, Modal, useApiQuery } from '@exportdesk/portal-kit';
import { track } from './carrierCalls';

/** The carrier's tracking events of one booked parcel. */
export function TrackModal({
  carrier,
  parcelId,
  onClose,
}: {
  carrier: BookingCarrier;
  parcelId: number;
  onClose: () => void;
}) {
  const q = useApiQuery(['carrier-track', carrier, parcelId], () => track(carrier, parcelId));
  return (
    <Modal title={q.data ? `Tracking AWB ${q.data.awb}` : 'Tracking'} open onClose={onClose}>
      {q.error ? (
        <Alert kind="error">{q.error}</Alert>
      ) : !q.data ? (
        <Loading />
      ) : !q.data.events.length ? (
        <p>No tracking events yet.</p>
      ) : (
        <ol className="cr-events">
          {q.data.events.map((e, i) => (
            <li key={i}>
              <strong>{e.description}</strong>
              <span className="ed-muted">
                {e.at.replace('T', ' ')} {e.location && `· ${e.location}`}
              </span>
            </li>
          ))}
        </ol>
      )}
    </Modal>
  );
}
