import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { checkBulkFileName, isExporterAdmin, type Principal } from '@exportdesk/core';
import { Alert, Button, useApiMutation, useToast } from '@exportdesk/portal-kit';
import {
  downloadFile,
  previewFile,
  uploadAndFollow,
  type BulkPreview,
  type BulkProgress,
  type BulkResult,
  type DuplicateOf,
} from './bulkCalls';
import { DuplicateConfirm } from './DuplicateConfirm';
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
  const [duplicate, setDuplicate] = useState<{ message: string; of: DuplicateOf } | null>(null);
  useEffect(() => () => void (live.current = false), []);

  const reset = () => {
    setFile(null);
    setPreview(null);
    setResult(null);
    setProgress(null);
    setError(null);
    setDuplicate(null);
    setStage('idle');
  };
  /** "Cancel clears preview and file." */
  const clear = () => {
    if (input.current) input.current.value = '';
    reset();
  };

  const check = useApiMutation(previewFile, {
    onSuccess: (r) => {
      if (!r.data) return;
      setPreview(r.data);
      setStage('preview');
    },
    onFailure: (f) => {
      setError(f.message);
      setStage('idle');
      return true;
    },
  });

  const send = useApiMutation(
    (v: { file: File; force: boolean }) => uploadAndFollow(v.file, v.force, setProgress, () => live.current),
    {
      onSuccess: (res) => {
        setDuplicate(null);
        if (res.status === 'saved') {
          toast.show({
            kind: 'success',
            title: 'Upload complete',
            message: `${res.message} ${res.dockets.map((d) => d.tempSBill).join(', ')}`,
            duration: 8000,
          });
          return navigate(BOXES_LIST_PATH);
        }
        setResult(res);
        setStage('report');
      },
      onFailure: (f) => {
        setStage(preview ? 'preview' : 'idle');
        // The same workbook was uploaded before: ask before sending it again (issue 12 item 8).
        const of =
          f.status === 409
            ? (f.body?.data as { duplicateOf?: DuplicateOf } | undefined)?.duplicateOf
            : undefined;
        if (of) setDuplicate({ message: f.message, of });
        else {
          setDuplicate(null);
          setError(f.message);
        }
        return true;
      },
    },
  );

  const choose = (e: ChangeEvent<HTMLInputElement>) => {
    const f = e.target.files?.[0] ?? null;
    reset();
    if (!f) return;
    const bad = checkBulkFileName(f.name);
    if (bad) return setError(bad);
    setFile(f);
    setStage('checking');
    void check.run(f);
  };

  const upload = (force = false) => {
    if (!file) return;
    setError(null);
    setStage('uploading');
    void send.run({ file, force });
  };

  const sample = useApiMutation(() =>
    downloadFile('bulkupload/sample', 'ExportDesk_bulk_upload_sample.xlsx'),
  );

  const invalid = !!preview?.problems.length;
  return (
    <div className="ed-stack">
      <div className="ed-card bu-controls">
        {isExporterAdmin(principal) && (
          <div className="ed-field bu-carrier">
            <label className="ed-field__label" htmlFor="bu-carrier">
              Carrier
            </label>
            <select id="bu-carrier" className="ed-input" defaultValue="indiapost">
              <option value="indiapost">India Post</option>
            </select>
          </div>
        )}
        <div className="ed-field bu-file">
          <label className="ed-field__label" htmlFor="bu-file">
            Excel file (.xls or .xlsx)
          </label>
          <input
            id="bu-file"
            ref={input}
            type="file"
            className="ed-input"
            accept=".xls,.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.ms-excel"
            onChange={choose}
            disabled={stage === 'uploading'}
          />
        </div>
        <div className="ed-row bu-actions">
          <Button variant="secondary" busy={sample.busy} onClick={() => void sample.run()}>
            Download Sample
          </Button>
          <Button variant="ghost" onClick={() => setHelp(true)}>
            Instructions
          </Button>
        </div>
      </div>
      {error && (
        <Alert kind="error" title="Oops!">
          {error}
        </Alert>
      )}
      {stage === 'checking' && <Alert kind="info">Checking {file?.name}…</Alert>}
      {stage === 'uploading' && <JobProgress progress={progress} />}
      {result && (
        <Alert kind="error" title="Nothing was saved">
          {result.message}
        </Alert>
      )}
      {result && <RowReport problems={result.problems} total={result.problemCount} />}
      {preview && stage !== 'report' && (
        <section className="ed-stack" aria-labelledby="bu-preview-title">
          <div className="bu-preview__head">
            <h2 id="bu-preview-title">Data Preview</h2>
            <span className={invalid ? 'bu-pill bu-pill--bad' : 'bu-pill'}>{preview.message}</span>
            <div className="ed-row">
              <Button variant="secondary" onClick={clear} disabled={stage === 'uploading'}>
                Cancel
              </Button>
              <Button onClick={() => upload()} busy={stage === 'uploading'} disabled={invalid}>
                Upload Data
              </Button>
            </div>
          </div>
          <PreviewTable preview={preview} />
          <RowReport problems={preview.problems} total={preview.problems.length} />
        </section>
      )}
      {stage === 'report' && (
        <div className="ed-row">
          <Button variant="secondary" onClick={clear}>
            Cancel
          </Button>
        </div>
      )}
      <Instructions open={help} onClose={() => setHelp(false)} />
      <DuplicateConfirm
        message={duplicate?.message ?? ''}
        duplicateOf={duplicate?.of ?? null}
        busy={stage === 'uploading'}
        onAgain={() => upload(true)}
        onCancel={() => setDuplicate(null)}
      />
    </div>
  );
}
