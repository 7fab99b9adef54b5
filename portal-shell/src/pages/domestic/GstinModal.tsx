import { useState } from 'react';
import { ACCOUNT_MSG, LIMITS } from '@exportdesk/core';
import { Alert, Button, Modal, TextField, useApiMutation } from '@exportdesk/portal-kit';
import { fromDigiLocker, uploadGstinPdf } from './domesticCalls';

/**
 * The GSTIN modal (000 §4.4, 001 §5): a 15-character GSTIN and its certificate — a PDF of at most
 * 1 MB uploaded here, or fetched from the digital locker. Confirm is enabled only with both.
 */
export function GstinModal({
  open,
  onClose,
  onConfirm,
  busy,
}: {
  open: boolean;
  onClose: () => void;
  onConfirm: (v: { gstin: string; uploadedFile: string }) => void;
  busy: boolean;
}) {
  const [gstin, setGstin] = useState('');
  const [uploadedFile, setUploadedFile] = useState<string | null>(null);
  const [warning, setWarning] = useState<string | null>(null);
  const [oops, setOops] = useState<string | null>(null);
  const uploading = useApiMutation(uploadGstinPdf, {
    show: 'inline',
    onSuccess: (a) => setUploadedFile(a.data?.uploadedFile ?? null),
  });
  const locker = useApiMutation(fromDigiLocker, {
    show: 'silent',
    success: (a) => a.message ?? ACCOUNT_MSG.sharingSuccessful,
    onSuccess: (a) => setUploadedFile(a.data?.uploadedFile ?? null),
    onFailure: (f) => setOops(f.message),
  });

  function pick(file: File | undefined) {
    setWarning(null);
    setUploadedFile(null);
    if (!file) return;
    // The spec's warnings; the server checks the file's first bytes again.
    if (file.type !== 'application/pdf') return setWarning(ACCOUNT_MSG.onlyPdf);
    if (file.size > LIMITS.pdfMaxBytes) return setWarning(ACCOUNT_MSG.pdfTooLarge);
    void uploading.run({ file, gstin });
  }

  const ready = gstin.length === 15 && !!uploadedFile;
  return (
    <Modal
      title="Register domestic account"
      open={open}
      onClose={onClose}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button
            disabled={!ready}
            busy={busy}
            onClick={() => uploadedFile && onConfirm({ gstin, uploadedFile })}
          >
            Confirm
          </Button>
        </>
      }
    >
      <div className="ed-stack">
        <TextField
          label="GSTIN"
          maxLength={15}
          value={gstin}
          hint="15 characters"
          onChange={(e) => setGstin(e.target.value.toUpperCase().replace(/\s/g, ''))}
        />
        <label className="ed-field">
          <span>GSTIN certificate (PDF, at most 1 MB)</span>
          <input
            type="file"
            accept="application/pdf"
            aria-label="GSTIN certificate"
            disabled={gstin.length !== 15}
            onChange={(e) => pick(e.target.files?.[0])}
          />
        </label>
        <div>
          <Button
            variant="secondary"
            size="sm"
            disabled={gstin.length !== 15}
            busy={locker.busy}
            onClick={() => {
              setOops(null);
              void locker.run({ gstin, data: `consent-${Date.now()}` });
            }}
          >
            Fetch from DigiLocker
          </Button>
        </div>
        {warning && <Alert kind="warning">{warning}</Alert>}
        {uploading.error && <Alert kind="warning">{uploading.error}</Alert>}
        {oops && (
          <Alert kind="error" title="Oops!">
            {oops}
          </Alert>
        )}
        {uploadedFile && <Alert kind="success">Certificate attached.</Alert>}
      </div>
    </Modal>
  );
}
