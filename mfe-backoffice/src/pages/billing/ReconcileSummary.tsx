import { BILLING_CONTRACTS, formatInr, pathOf } from '@exportdesk/core';
import { Alert, fetchFile, saveBlob } from '@exportdesk/portal-kit';
import type { UploadAnswer } from './billingCalls';

/** The upload's reconciliation (issue 17, beyond the spec): counts, per exporter, the Excel report. */
export function ReconcileSummary({ answer }: { answer: UploadAnswer }) {
  const r = answer.report;
  const download = async () => {
    const f = await fetchFile(pathOf(BILLING_CONTRACTS.fileReport, { id: answer.fileId }));
    saveBlob(f.blob, f.fileName ?? `reconciliation-${answer.fileId}.xlsx`);
  };
  return (
    <Alert
      kind={r.weight + r.overbilled + r.underbilled + r.unmatched ? 'warning' : 'success'}
      title="Reconciliation"
    >
      <ul className="billing-recon" aria-label="Reconciliation counts">
        <li>Rows read: {r.rows}</li>
        <li>Added: {r.added}</li>
        <li>Matched: {r.matched}</li>
        <li>Unmatched: {r.unmatched}</li>
        <li>Weight mismatch: {r.weight}</li>
        <li>Over-billed: {r.overbilled}</li>
        <li>Under-billed: {r.underbilled}</li>
      </ul>
      {r.perExporter.length > 0 && (
        <table className="ed-table billing-table">
          <caption>To debit per exporter</caption>
          <thead>
            <tr>
              <th scope="col">Exporter</th>
              <th scope="col">Rows</th>
              <th scope="col">Amount</th>
            </tr>
          </thead>
          <tbody>
            {r.perExporter.map((e) => (
              <tr key={e.exporterId}>
                <td>{e.exporterName}</td>
                <td>{e.rows}</td>
                <td className="ed-nowrap">{formatInr(e.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {answer.fileId && !r.duplicate && (
        <button type="button" className="ed-btn ed-btn--secondary ed-btn--sm" onClick={() => void download()}>
          Download reconciliation (Excel)
        </button>
      )}
    </Alert>
  );
}
