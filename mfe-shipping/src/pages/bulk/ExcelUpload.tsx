import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { checkBulkFileName, isExporterAdmin, type Principal } from '@exportdesk/core';
import { Alert, Button, useToast } from '@exportdesk/portal-kit';
import { checkSubscription, downloadFile, followJob, previewFile, uploadFile, type BulkPreview, type BulkProgress, type BulkResult } from './bulkCalls';
import { Instructions } from './Instructions';
import { JobProgress } from './JobProgress';
import { PreviewTable, RowReport } from './PreviewTable';

/** Where a saved upload lands. The spec's boxes list (/boxes/:type) is not served yet; the PBE list shows the new dockets first. */
export const BOXES_LIST_PATH = '/pbe';

type Stage = 'idle' | 'checking' | 'preview' | 'uploading' | 'report';

/** "Bulk Upload Data Using Excel" (001 §2.10, §4 "Bulk upload", §5): choose, preview, upload, follow. */
export function ExcelUpload({ principal }: { principal: Principal }) {
  const toast = useToast();
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const live = useRef(true);
  const [file, setFile] = useState<File | null>(null);
  const [stage, setStage] = useState<Stage>('idle');
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<BulkPreview | null>(null);
  const [progress, setProgress] = useState<BulkProgress | null>(null);
  const [result, setResult] = useState<BulkResult | null>(null);
  const [help, setHelp] = useState(false);
  const [sampleBusy, setSampleBusy] = useState(false);
  useEffect(() => () => void (live.current = false), []);

  const reset = () => {
    setFile(null);
    setPreview(null);
    setResult(null);
    setProgress(null);
    setError(null);
    setStage('idle');
  };
  /** "Cancel clears preview and file." */
  const clear = () => {
    if (input.current) input.current.value = '';
    reset();
  };

  const choose = async (e: ChangeEvent<HTMLInputElement>) => {
    const f = e.target.files?.[0] ?? null;
    reset();
    if (!f) return;
    const bad = checkBulkFileName(f.name);
    if (bad) return setError(bad);
    setFile(f);
    setStage('checking');
    try {
      const r = await previewFile(f);
      if (!r.success || !r.data) throw new Error(r.message ?? 'Request failed.');
      setPreview(r.data);
      setStage('preview');
    } catch (err) {
      setError((err as Error).message);
      setStage('idle');
    }
  };

  const upload = async () => {
    if (!file) return;
    setError(null);
    setStage('uploading');
    try {
      // "A valid subscription is required before bulk upload; otherwise the server message is shown as an alert."
      const sub = await checkSubscription();
      if (!sub.success || sub.valid === false) throw new Error(sub.message ?? 'Request failed.');
      const up = await uploadFile(file);
      if (!up.success || !up.data) throw new Error(up.message ?? 'Request failed.');
      const job = await followJob<BulkResult>(up.data.jobId, (p) => setProgress(p as BulkProgress), () => live.current);
      const res = job.result;
      if (job.state !== 'completed' || !res) throw new Error(job.failedReason ?? 'The upload could not be processed. Please try again.');
      if (res.status === 'saved') {
        toast.show({ kind: 'success', title: 'Upload complete', message: `${res.message} ${res.dockets.map((d) => d.tempSBill).join(', ')}`, duration: 8000 });
        return navigate(BOXES_LIST_PATH);
      }
      setResult(res);
      setStage('report');
    } catch (err) {
      setError((err as Error).message);
      setStage(preview ? 'preview' : 'idle');
    }
  };

  const sample = async () => {
    setSampleBusy(true);
    try {
      await downloadFile('bulkupload/sample', 'ExportDesk_bulk_upload_sample.xlsx');
    } catch (err) {
      toast.show({ kind: 'error', message: (err as Error).message });
    } finally {
      setSampleBusy(false);
    }
  };

  const invalid = !!preview?.problems.length;
  return (
    <div className="ed-stack">
      <div className="ed-card bu-controls">
        {isExporterAdmin(principal) && (
          <div className="ed-field bu-carrier">
            <label className="ed-field__label" htmlFor="bu-carrier">Carrier</label>
            <select id="bu-carrier" className="ed-input" defaultValue="indiapost">
              <option value="indiapost">India Post</option>
            </select>
          </div>
        )}
        <div className="ed-field bu-file">
          <label className="ed-field__label" htmlFor="bu-file">Excel file (.xls or .xlsx)</label>
          <input id="bu-file" ref={input} type="file" className="ed-input" accept=".xls,.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.ms-excel" onChange={choose} disabled={stage === 'uploading'} />
        </div>
        <div className="ed-row bu-actions">
          <Button variant="secondary" busy={sampleBusy} onClick={sample}>Download Sample</Button>
          <Button variant="ghost" onClick={() => setHelp(true)}>Instructions</Button>
        </div>
      </div>
      {error && <Alert kind="error" title="Oops!">{error}</Alert>}
      {stage === 'checking' && <Alert kind="info">Checking {file?.name}…</Alert>}
      {stage === 'uploading' && <JobProgress progress={progress} />}
      {result && <Alert kind="error" title="Nothing was saved">{result.message}</Alert>}
      {result && <RowReport problems={result.problems} total={result.problemCount} />}
      {preview && stage !== 'report' && (
        <section className="ed-stack" aria-labelledby="bu-preview-title">
          <div className="bu-preview__head">
            <h2 id="bu-preview-title">Data Preview</h2>
            <span className={invalid ? 'bu-pill bu-pill--bad' : 'bu-pill'}>{preview.message}</span>
            <div className="ed-row">
              <Button variant="secondary" onClick={clear} disabled={stage === 'uploading'}>Cancel</Button>
              <Button onClick={upload} busy={stage === 'uploading'} disabled={invalid}>Upload Data</Button>
            </div>
          </div>
          <PreviewTable preview={preview} />
          <RowReport problems={preview.problems} total={preview.problems.length} />
        </section>
      )}
      {stage === 'report' && <div className="ed-row"><Button variant="secondary" onClick={clear}>Cancel</Button></div>}
      <Instructions open={help} onClose={() => setHelp(false)} />
    </div>
  );
}
