import { useState } from 'react';
import {
  CLAIM_DOC_LABELS,
  CLAIM_DOC_TYPES,
  claimActionAllowed,
  type ClaimDocType,
  type MeisApplication,
} from '@exportdesk/core';
import { Button, FailureAlert, Modal, useApiMutation } from '@exportdesk/portal-kit';
import { deleteObject, uploadMeisDoc, viewMeisDoc } from './meisCalls';

/**
 * The document dialog (001 §2.12, 002 §2.16): pod, pop, coi and ad, PDF or images, several at a
 * time; upload while editPermitted, delete only while Generated, view always.
 */
export function DocsModal({
  app,
  owner,
  onClose,
  onChanged,
}: {
  app: MeisApplication;
  owner: boolean;
  onClose: () => void;
  onChanged: () => void;
}) {
  const [files, setFiles] = useState<Partial<Record<ClaimDocType, File[]>>>({});
  const upload = useApiMutation(
    (v: { type: ClaimDocType; files: File[] }) => uploadMeisDoc(app.refNo, v.type, v.files),
    {
      // Inside the dialog: a toast outside an aria-modal dialog is not announced, and it fades.
      show: 'inline',
      success: 'Files uploaded.',
      onSuccess: (_a, v) => {
        setFiles((f) => ({ ...f, [v.type]: [] }));
        onChanged();
      },
    },
  );
  const remove = useApiMutation(
    (v: { type: ClaimDocType; fileName: string }) => deleteObject(app.refNo, v.type, v.fileName),
    {
      success: 'File deleted.',
      onSuccess: onChanged,
    },
  );
  const view = useApiMutation((v: { type: ClaimDocType; fileName: string }) =>
    viewMeisDoc(app.refNo, v.type, v.fileName),
  );
  const canUpload = owner && claimActionAllowed(app.status, 'exporter', 'upload');
  const canDelete = owner && claimActionAllowed(app.status, 'exporter', 'deleteFile');
  return (
    <Modal title={`Documents · ${app.refNo}`} open onClose={onClose} size="lg">
      <FailureAlert failure={upload.failure} />
      <div className="meis-docs">
        {CLAIM_DOC_TYPES.map((type) => (
          <section key={type} className="meis-docs__kind" aria-label={CLAIM_DOC_LABELS[type]}>
            <h3>
              {CLAIM_DOC_LABELS[type]} <span className="ed-muted">({type})</span>
            </h3>
            <ul>
              {app[type].length === 0 && <li className="ed-muted">None yet.</li>}
              {app[type].map((f) => (
                <li key={f.fileName} className="ed-row">
                  <span>{f.fileName}</span>
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => void view.run({ type, fileName: f.fileName })}
                  >
                    View
                  </Button>
                  {canDelete && (
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={`Delete ${f.fileName}`}
                      onClick={() => void remove.run({ type, fileName: f.fileName })}
                    >
                      Delete
                    </Button>
                  )}
                </li>
              ))}
            </ul>
            {canUpload && (
              <div className="ed-row">
                <input
                  type="file"
                  multiple
                  accept="application/pdf,image/png,image/jpeg"
                  aria-label={`${type} files`}
                  onChange={(e) => {
                    setFiles((f) => ({ ...f, [type]: Array.from(e.target.files ?? []) }));
                    upload.reset();
                  }}
                />
                <Button
                  size="sm"
                  disabled={!files[type]?.length || upload.busy}
                  onClick={() => void upload.run({ type, files: files[type] ?? [] })}
                >
                  Upload {type}
                </Button>
              </div>
            )}
          </section>
        ))}
      </div>
    </Modal>
  );
}
