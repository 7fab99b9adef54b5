import { useId, useState } from 'react';
import {
  BILLING_MSG,
  billingFileReady,
  formatInr,
  shortBillingName,
  type BillPreviewRow,
  type BillingCarrier,
} from '@exportdesk/core';
import { Alert, Button, FailureAlert, useApiMutation } from '@exportdesk/portal-kit';
import { isPreviewRow, previewFile, uploadFile, type UploadAnswer } from './billingCalls';
import { ReconcileSummary } from './ReconcileSummary';

const EXCEL = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The file as a data URL (the content the 500-character rule counts). */
const readAsDataUrl = (f: File) =>
  new Promise<string>((resolve, reject) => {
    const r = new FileReader();
    r.onload = () => resolve(String(r.result ?? ''));
    r.onerror = () => reject(new Error(BILLING_MSG.readError));
    r.readAsDataURL(f);
  });

/**
 * 002 §4 "Billing upload flow": file chosen, then Preview (shows rows), then Upload (saves,
 * clears, reloads page 1) or Cancel (clears). The three stay disabled until the content is over
 * 500 characters and the name at least 5 (002 §5); a long name shows cut to 36.
 */
export function BillUpload({ carrier, onUploaded }: { carrier: BillingCarrier; onUploaded: () => void }) {
  const inputId = useId();
  const [file, setFile] = useState<{ name: string; content: string } | null>(null);
  const [readError, setReadError] = useState<string | null>(null);
  const [preview, setPreview] = useState<BillPreviewRow[] | null>(null);
  const [result, setResult] = useState<UploadAnswer | null>(null);
  const [inputKey, setInputKey] = useState(0);

  const clear = () => {
    setFile(null);
    setPreview(null);
    setReadError(null);
    setInputKey((k) => k + 1);
  };
  const pick = async (f: File | undefined) => {
    clear();
    setResult(null);
    previewing.reset();
    uploading.reset();
    if (!f) return;
    try {
      setFile({ name: f.name, content: await readAsDataUrl(f) });
    } catch {
      setReadError(BILLING_MSG.readError);
    }
  };
  const ready = !!file && billingFileReady(file.content.length, file.name);
  const vars = () => ({ carrier, file: file!.content, fileName: file!.name });

  // A refused file's reason stays under the form, in the server's words, until the next file or try.
  const previewing = useApiMutation(previewFile, {
    show: 'inline',
    onSuccess: (env) => setPreview((env.data ?? []).filter(isPreviewRow)),
  });
  const uploading = useApiMutation(uploadFile, {
    show: 'inline',
    successTitle: 'Success',
    success: (env) => env.message ?? undefined,
    onSuccess: (env) => {
      setResult(env.data ?? null);
      clear();
      onUploaded();
    },
  });
  const busy = previewing.busy || uploading.busy;

  return (
    <section className="billing-upload ed-card" aria-label="Upload carrier invoice">
      <div className="billing-upload__row">
        <div className="ed-field">
          <label className="ed-field__label" htmlFor={inputId}>
            Carrier invoice spreadsheet
          </label>
          <input
            key={inputKey}
            id={inputId}
            className="ed-input"
            type="file"
            accept={EXCEL}
            onChange={(e) => void pick(e.target.files?.[0])}
          />
          {file && (
            <span className="ed-muted billing-upload__name" title={file.name}>
              {shortBillingName(file.name)}
            </span>
          )}
        </div>
        <div className="ed-row">
          <Button
            disabled={!ready || busy}
            busy={previewing.busy}
            onClick={() => {
              uploading.reset();
              void previewing.run(vars());
            }}
          >
            Preview
          </Button>
          <Button
            variant="accent"
            disabled={!ready || busy}
            busy={uploading.busy}
            onClick={() => {
              previewing.reset();
              void uploading.run(vars());
            }}
          >
            Upload
          </Button>
          <Button variant="secondary" disabled={!ready || busy} onClick={clear}>
            Cancel
          </Button>
        </div>
      </div>
      {readError && <Alert kind="error">{readError}</Alert>}
      <FailureAlert failure={uploading.failure ?? previewing.failure} title="Oops!" />
      {preview && (
        <div className="billing-table-wrap" tabIndex={0} role="region" aria-label="Preview rows">
          <table className="ed-table billing-table">
            <caption>Preview: {preview.length} rows</caption>
            <thead>
              <tr>
                <th scope="col">Sr. No.</th>
                <th scope="col">Handover ID</th>
                <th scope="col">N.O.E</th>
                <th scope="col">Pickup Date</th>
                <th scope="col">Weight</th>
                <th scope="col">Amount</th>
              </tr>
            </thead>
            <tbody>
              {preview.map((r, i) => (
                <tr key={i}>
                  <td>{i + 1}</td>
                  <td>{r.handoverID || r.boxId || r.awb}</td>
                  <td>{r.noe}</td>
                  <td>{r.pickupDate}</td>
                  <td>{(r.chargeableWeight / 1000).toFixed(3)}</td>
                  <td className="ed-nowrap">{formatInr(r.netAmount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {result && <ReconcileSummary answer={result} />}
    </section>
  );
}
