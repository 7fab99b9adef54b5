import { useRef, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { checkBulkFileName, IBM_EDIT_MSG, PICKUP_DOC_KINDS, PICKUP_DOC_TITLES } from '@exportdesk/core';
import {
  Button,
  DataTable,
  downloadInvoicesZip,
  ProgressBar,
  useToast,
  type Column,
} from '@exportdesk/portal-kit';
import { InvoicePicker, StatusBadge } from './DocketBits';
import {
  documentPath,
  downloadEditedIbm,
  downloadFile,
  filePath,
  uploadIbm,
  viewFile,
  type DocketTab,
} from './docketCalls';
import type { DocketAction } from './useDocketActions';
import type { useInvoices } from './useInvoices';

interface Row {
  key: string;
  name: ReactNode;
  note?: ReactNode;
  actions: ReactNode;
}

export type DocketModal = null | 'cn' | 'parcels' | 'ibm' | 'harmonized' | 'pickup';

export interface DocumentsTableProps {
  docket: string;
  tab: DocketTab;
  invoices: ReturnType<typeof useInvoices>;
  picks: { invoice: string; setInvoice: (v: string) => void; edf: string; setEdf: (v: string) => void };
  act: (a: DocketAction) => void;
  busy: string | null;
  openModal: (m: DocketModal) => void;
  openEdf: (invoiceNo: string) => void;
  askDelete: (f: { id: number; desc: string }) => void;
  reload: () => void;
}

/** The documents panel: one row per document this role sees, with its View / Download / actions. */
export function DocumentsTable({
  docket,
  tab,
  invoices,
  picks,
  act,
  busy,
  openModal,
  openEdf,
  askDelete,
  reload,
}: DocumentsTableProps) {
  const toast = useToast();
  const ibmInput = useRef<HTMLInputElement>(null);
  const has = (t: string) => tab.documents.includes(t as never);
  const may = (a: string) => tab.actions.includes(a as never);

  /** View (inline, new tab) and Download (ExportDesk_<name>_DD-MM-YYYY.<ext>) of one document. */
  const viewDownload = (
    key: string,
    label: string,
    path: (download: boolean) => string,
    fileName: string,
  ) => (
    <>
      <Button
        size="sm"
        variant="secondary"
        aria-label={`View ${label}`}
        busy={busy === `${key}:view`}
        onClick={() => act({ key: `${key}:view`, run: () => viewFile(path(false)) })}
      >
        View
      </Button>
      <Button
        size="sm"
        variant="ghost"
        aria-label={`Download ${label}`}
        busy={busy === `${key}:dl`}
        onClick={() => act({ key: `${key}:dl`, run: () => downloadFile(path(true), fileName) })}
      >
        Download
      </Button>
    </>
  );
  const doc =
    (type: string, query: Record<string, string> = {}) =>
    (download: boolean) =>
      documentPath(docket, type, download ? { ...query, download: '1' } : query);

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

  const rows: Row[] = [];
  const invoiceOptions = tab.invoices.map((i) => i.invoiceNo);
  const { state, message, processing, percent, locked, generate } = invoices;
  if (has('pbe'))
    rows.push({
      key: 'pbe',
      name: 'PBE',
      note: 'Postal bill of export',
      actions: (
        <>
          {viewDownload('pbe', 'PBE', doc('pbe'), `PBE_${docket}`)}
          <Link className="ed-btn ed-btn--ghost ed-btn--sm" to={`/postalbill/${encodeURIComponent(docket)}`}>
            Print page
          </Link>
        </>
      ),
    });
  if (has('pbe-summary'))
    rows.push({
      key: 'pbe-summary',
      name: 'PBE Summary',
      actions: viewDownload('pbe-summary', 'PBE Summary', doc('pbe-summary'), `PBE_Summary_${docket}`),
    });
  if (has('cn22'))
    rows.push({
      key: 'cn22',
      name: 'CN22/23',
      note: 'CN22 up to 300 SDR, CN23 above',
      actions: (
        <Button size="sm" variant="secondary" busy={busy?.startsWith('cn:')} onClick={() => openModal('cn')}>
          Print CN22/23
        </Button>
      ),
    });
  if (has('cn-with-label'))
    rows.push({
      key: 'cn-with-label',
      name: (
        <>
          CN22/23 with label <span className="ed-badge">BETA</span>
        </>
      ),
      actions: viewDownload(
        'cn-with-label',
        'CN22/23 with label',
        doc('cn-with-label'),
        `CN_with_label_${docket}`,
      ),
    });
  if (has('cp72'))
    rows.push({
      key: 'cp72',
      name: 'CP71/CP72 (parcel post)',
      note: 'Customs declaration and dispatch note for each Air Parcel',
      actions: viewDownload('cp72', 'CP71/CP72 (parcel post)', doc('cp72'), `CP72_${docket}`),
    });
  if (has('packing-list'))
    rows.push({
      key: 'packing-list',
      name: 'Packing List',
      actions: viewDownload('packing-list', 'Packing List', doc('packing-list'), `Packing_List_${docket}`),
    });
  if (has('labels'))
    rows.push({
      key: 'labels',
      name: 'Shipping Labels',
      actions: viewDownload('labels', 'Shipping Labels', doc('labels'), `Shipping_Labels_${docket}`),
    });
  if (has('cn22'))
    rows.push({
      key: 'parcels',
      name: 'Parcels against docket',
      note: `${tab.parcels.length} parcel${tab.parcels.length === 1 ? '' : 's'}`,
      actions: (
        <Button size="sm" variant="secondary" onClick={() => openModal('parcels')}>
          View parcels
        </Button>
      ),
    });
  if (has('invoices'))
    rows.push({
      key: 'invoices',
      name: 'All Export Invoices',
      note: (
        <span className="dk-status">
          <span className="dk-status" data-testid="invoices-status" aria-live="polite">
            <StatusBadge state={state} />
            {state === 'Failed' && message && <span className="dk-status__msg">{message}</span>}
          </span>
          {processing && percent !== null && (
            <span className="dk-status__progress">
              <ProgressBar label="Generating invoices" percent={percent} detail={`${Math.round(percent)}%`} />
            </span>
          )}
        </span>
      ),
      actions: (
        <>
          {may('generate-invoices') && (
            <Button
              size="sm"
              busy={generate.busy}
              disabled={locked}
              onClick={() => void generate.run()}
              title={locked ? 'Generation was requested; you can ask again after 60 seconds.' : undefined}
            >
              Generate
            </Button>
          )}
          {state === 'Generated' && (
            <Button
              size="sm"
              variant="secondary"
              busy={busy === 'invoices:zip'}
              onClick={() => act({ key: 'invoices:zip', run: () => downloadInvoicesZip(docket) })}
            >
              Download
            </Button>
          )}
        </>
      ),
    });
  if (has('invoice') && invoiceOptions.length)
    rows.push({
      key: 'invoice',
      name: 'Export Invoice',
      note: (
        <InvoicePicker
          id="dk-invoice"
          label="Invoice"
          value={picks.invoice}
          options={invoiceOptions}
          onChange={picks.setInvoice}
        />
      ),
      actions: viewDownload(
        'invoice',
        `Export Invoice ${picks.invoice}`,
        doc('invoice', { invoiceNo: picks.invoice }),
        `Invoice_${picks.invoice}`,
      ),
    });
  if (has('edf') && invoiceOptions.length) {
    const saved = tab.invoices.find((i) => i.invoiceNo === picks.edf)?.isEdfDetails ?? false;
    rows.push({
      key: 'edf',
      name: 'RBI EDF',
      note: (
        <>
          <InvoicePicker
            id="dk-edf-invoice"
            label="Invoice for EDF"
            value={picks.edf}
            options={invoiceOptions}
            onChange={picks.setEdf}
          />
          <span className="ed-muted dk-small">{saved ? 'Details submitted' : 'No details yet'}</span>
        </>
      ),
      actions: (
        <>
          <Button
            size="sm"
            variant={may('submit-edf') ? 'primary' : 'secondary'}
            onClick={() => openEdf(picks.edf)}
          >
            {may('submit-edf') ? (saved ? 'Update EDF' : 'Submit EDF') : 'EDF details'}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            aria-label={`View EDF ${picks.edf}`}
            busy={busy === 'edf:view'}
            onClick={() =>
              act({
                key: 'edf:view',
                run: () => viewFile(documentPath(docket, 'edf', { invoiceNo: picks.edf })),
              })
            }
          >
            View EDF
          </Button>
        </>
      ),
    });
  }
  if (has('ibm'))
    rows.push({
      key: 'ibm',
      name: 'International Bulk Mail file for India Post',
      note: tab.updatedIbm
        ? `Edited file ${tab.updatedIbm.fileName} uploaded${tab.updatedIbm.uploadedBy ? ` by ${tab.updatedIbm.uploadedBy}` : ''}`
        : undefined,
      actions: (
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
      ),
    });
  if (has('harmonized-label'))
    rows.push({
      key: 'harmonized',
      name: 'Harmonized label',
      note: tab.harmonizedCountries?.length
        ? `Tracked packets to ${tab.harmonizedCountries.join(', ')}`
        : undefined,
      actions: (
        <Button size="sm" variant="secondary" onClick={() => openModal('harmonized')}>
          Generate label
        </Button>
      ),
    });
  if (has('pickup-docs'))
    for (const kind of PICKUP_DOC_KINDS) {
      const label = PICKUP_DOC_TITLES[kind];
      rows.push({
        key: `pickup-${kind}`,
        name: label,
        actions: viewDownload(
          `pickup-${kind}`,
          label,
          doc('pickup-docs', { kind }),
          `${label.replace(/ /g, '_')}_${docket}`,
        ),
      });
    }
  if (has('additional'))
    for (const f of tab.other)
      rows.push({
        key: `other-${f.id}`,
        name: f.desc ?? f.fileName,
        note: <span className="ed-muted dk-small">Additional document · {f.fileName}</span>,
        actions: (
          <>
            <Button
              size="sm"
              variant="secondary"
              aria-label={`View ${f.desc ?? f.fileName}`}
              busy={busy === `other:${f.id}:view`}
              onClick={() => act({ key: `other:${f.id}:view`, run: () => viewFile(filePath(docket, f.id)) })}
            >
              View
            </Button>
            {f.canDelete && (
              <Button
                size="sm"
                variant="ghost"
                className="dk-danger"
                aria-label={`Delete ${f.desc ?? f.fileName}`}
                busy={busy === `other:${f.id}:delete`}
                onClick={() => askDelete({ id: f.id, desc: f.desc ?? f.fileName })}
              >
                Delete
              </Button>
            )}
          </>
        ),
      });

  const columns: Column<Row>[] = [
    {
      key: 'name',
      header: 'Document Name',
      render: (r) => (
        <div className="dk-doc">
          <span className="dk-doc__name">{r.name}</span>
          {r.note && <span className="dk-doc__note">{r.note}</span>}
        </div>
      ),
    },
    { key: 'action', header: 'Action', render: (r) => <div className="dk-actions">{r.actions}</div> },
  ];
  return (
    <DataTable
      caption={`Documents of docket ${docket}`}
      columns={columns}
      rows={rows}
      rowKey={(r) => r.key}
      pageSize={100}
      empty="No documents for this docket."
    />
  );
}
