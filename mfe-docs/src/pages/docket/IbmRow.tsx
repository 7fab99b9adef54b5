// Its own file: the IBM row uploads the edited workbook through a hidden file input of its own.
import { useRef } from 'react';
import { checkBulkFileName, IBM_EDIT_MSG } from '@exportdesk/core';
import { Button, useToast } from '@exportdesk/portal-kit';
import { documentPath, downloadEditedIbm, downloadFile, uploadIbm } from './docketCalls';
import type { DocRow, RowKit } from './DocumentsTable';

/** The International Bulk Mail file: download, instructions, and the edited file India Post asked for. */
export function ibmRow(kit: RowKit): DocRow {
  const { tab } = kit;
  return {
    key: 'ibm',
    name: 'International Bulk Mail file for India Post',
    note: tab.updatedIbm
      ? `Edited file ${tab.updatedIbm.fileName} uploaded${tab.updatedIbm.uploadedBy ? ` by ${tab.updatedIbm.uploadedBy}` : ''}`
      : undefined,
    actions: <IbmActions kit={kit} />,
  };
}

function IbmActions({ kit }: { kit: RowKit }) {
  const { docket, tab, act, busy, openModal, reload, may } = kit;
  const toast = useToast();
  const ibmInput = useRef<HTMLInputElement>(null);

  function onIbmFile(file: File | undefined) {
    if (!file) return;
    if (ibmInput.current) ibmInput.current.value = '';
    // "The IBM edit file accepts Excel files only" (001 §5): by name here, by content on the server.
    if (checkBulkFileName(file.name))
      return void toast.show({ kind: 'error', message: IBM_EDIT_MSG.excelOnly, duration: 6000 });
    act({
      key: 'ibm:upload',
      run: () => uploadIbm(docket, file),
      success: (r) => r.message ?? 'Edited IBM file uploaded.',
      done: reload,
    });
  }
  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        aria-label="Download IBM file"
        busy={busy === 'ibm:dl'}
        onClick={() =>
          act({
            key: 'ibm:dl',
            run: () => downloadFile(documentPath(docket, 'ibm', { download: '1' }), `IBM_${docket}`),
          })
        }
      >
        Download
      </Button>
      <Button size="sm" variant="ghost" onClick={() => openModal('ibm')}>
        Instructions
      </Button>
      {may('upload-ibm') && (
        <>
          <input
            ref={ibmInput}
            type="file"
            className="ed-sr-only"
            tabIndex={-1}
            aria-label="Edited IBM file"
            accept=".xls,.xlsx,application/vnd.ms-excel,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            onChange={(e) => onIbmFile(e.target.files?.[0])}
          />
          <Button
            size="sm"
            variant="ghost"
            busy={busy === 'ibm:upload'}
            onClick={() => ibmInput.current?.click()}
          >
            Upload edited file
          </Button>
          {tab.updatedIbm && (
            <Button
              size="sm"
              variant="ghost"
              busy={busy === 'ibm:edited'}
              onClick={() => act({ key: 'ibm:edited', run: () => downloadEditedIbm(docket) })}
            >
              Download edited file
            </Button>
          )}
        </>
      )}
    </>
  );
}
