import { formatInrRate, rateCurrencyName, type ExchangeRatesPublish } from '@exportdesk/core';
import { Alert, Button, Modal } from '@exportdesk/portal-kit';
import { rateDelta, type RateChange } from './PublishForm';

/** What is about to be published, each change with its size; a change of 10% or more is flagged. */
export function ConfirmPublish({
  pending,
  onConfirm,
  onCancel,
}: {
  pending: { body: ExchangeRatesPublish; changes: RateChange[] } | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const rows = pending?.changes.map((c) => ({ ...c, d: rateDelta(c.from, c.to) })) ?? [];
  const big = rows.filter((r) => r.d?.big);
  return (
    <Modal
      open={!!pending}
      title="Publish these exchange rates?"
      onClose={onCancel}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button onClick={onConfirm}>Yes, Publish</Button>
        </>
      }
    >
      {pending && (
        <div className="xr-confirm">
          <p>
            Effective from <strong>{pending.body.effectiveFrom}</strong> under{' '}
            <strong>{pending.body.reference}</strong>. Dockets created from that date print the new rupee
            values; older dockets keep theirs. A published rate cannot be withdrawn, only replaced by a later
            notification.
          </p>
          {big.length > 0 && (
            <Alert kind="warning" title="Please check">
              {big.map((r) => r.currency).join(', ')} change{big.length === 1 ? 's' : ''} by 10% or more.
            </Alert>
          )}
          <table className="ed-table xr-confirm__table">
            <caption className="ed-sr-only">Rates to publish</caption>
            <thead>
              <tr>
                <th scope="col">Currency</th>
                <th scope="col">In force</th>
                <th scope="col">New</th>
                <th scope="col">Change</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.currency}>
                  <td data-label="Currency">
                    <strong>{r.currency}</strong>{' '}
                    <span className="ed-muted">{rateCurrencyName(r.currency)}</span>
                  </td>
                  <td data-label="In force" className="xr-num">
                    {r.from === null ? '—' : formatInrRate(r.from)}
                  </td>
                  <td data-label="New" className="xr-num">
                    {formatInrRate(Number(r.to))}
                  </td>
                  <td data-label="Change" className={`xr-num${r.d?.big ? ' xr-confirm__big' : ''}`}>
                    {r.d?.text ?? '—'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Modal>
  );
}
