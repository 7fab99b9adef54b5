import { PageHeader, TrackingBox } from '@exportdesk/portal-kit';

/** Track Parcels (/trackparcels) and the public /trackmyparcel/track: the spec's tracking box. */
export default function TrackParcels() {
  return (
    <>
      <PageHeader
        title="Track Parcels"
        subtitle="India Post and courier tracking numbers, 13 or 14 characters. Spaces are ignored."
      />
      <div className="ed-card" style={{ maxWidth: 640 }}>
        <TrackingBox autoFocus />
      </div>
      <p className="ed-muted" style={{ marginTop: 16 }}>
        Track on the go:{' '}
        <a href="https://play.google.com/store" target="_blank" rel="noopener noreferrer">
          Android
        </a>{' '}
        ·{' '}
        <a href="https://apps.apple.com/" target="_blank" rel="noopener noreferrer">
          iOS
        </a>
      </p>
    </>
  );
}
