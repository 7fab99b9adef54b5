// Its own file: the parcels list is a table with each parcel's CN form and its tracking below.
import { useState } from 'react';
import { Button, Modal, ParcelTracking } from '@exportdesk/portal-kit';
import type { Parcel } from './docketCalls';

/** "displayed parcel id is the last 6 characters" (001 §9). */
export const shortParcelId = (id: string) => id.slice(-6);

/** Parcels against the docket, each with its CN form (`?boxId=`). */
export function ParcelsModal({
  open,
  parcels,
  onClose,
  onForm,
}: {
  open: boolean;
  parcels: Parcel[];
  onClose: () => void;
  onForm: ((p: Parcel) => void) | null;
}) {
  // "parcel tracking" (001 §2.14): the chosen parcel's tracking shows under the list.
  const [tracking, setTracking] = useState<string | null>(null);
  return (
    <Modal
      open={open}
      size="lg"
      title={`Parcels against docket (${parcels.length})`}
      onClose={onClose}
      footer={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      <div className="ed-table-wrap">
        <table className="ed-table">
          <caption className="ed-sr-only">Parcels against docket</caption>
          <thead>
            <tr>
              <th scope="col">Parcel ID</th>
              <th scope="col">Tracking No.</th>
              <th scope="col">Country</th>
              <th scope="col">Form</th>
              {onForm && <th scope="col">Action</th>}
            </tr>
          </thead>
          <tbody>
            {parcels.map((p) => (
              <tr key={p._id}>
                <td data-label="Parcel ID">
                  <code title={p._id}>{shortParcelId(p._id)}</code>
                </td>
                <td data-label="Tracking No.">
                  {p.trackingNo ? (
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`Track ${p.trackingNo}`}
                      aria-pressed={tracking === p.trackingNo}
                      onClick={() => setTracking(p.trackingNo)}
                    >
                      {p.trackingNo}
                    </Button>
                  ) : (
                    '—'
                  )}
                </td>
                <td data-label="Country">{p.country}</td>
                <td data-label="Form">{p.form ?? ''}</td>
                {onForm && (
                  <td data-label="Action">
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={`CN form of parcel ${shortParcelId(p._id)}`}
                      onClick={() => onForm(p)}
                    >
                      CN form
                    </Button>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {tracking && (
        <section className="ed-stack dk-tracking" aria-label={`Tracking of ${tracking}`}>
          <h3 className="dk-tracking__title">Tracking of {tracking}</h3>
          <ParcelTracking trackingId={tracking} />
        </section>
      )}
    </Modal>
  );
}
