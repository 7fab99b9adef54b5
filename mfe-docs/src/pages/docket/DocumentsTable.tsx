import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PICKUP_DOC_KINDS, PICKUP_DOC_TITLES } from '@exportdesk/core';
import { Button, DataTable, type Column } from '@exportdesk/portal-kit';
import { documentPath, downloadFile, filePath, viewFile, type DocketTab } from './docketCalls';
import { ibmRow } from './IbmRow';
import { invoiceRows } from './InvoiceRows';
import type { DocketAction } from './useDocketActions';
import type { useInvoices } from './useInvoices';

/** One row of the panel: the document's name, a note under it, and its buttons. */
export interface DocRow {
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

/** What each group of rows needs: the panel's props, what this role sees and may do, View / Download. */
export interface RowKit extends DocumentsTableProps {
  has: (document: string) => boolean;
  may: (action: string) => boolean;
  viewDownload: (
    key: string,
    label: string,
    path: (download: boolean) => string,
    fileName: string,
  ) => ReactNode;
  doc: (type: string, query?: Record<string, string>) => (download: boolean) => string;
}

/** The documents panel: one row per document this role sees, with its View / Download / actions. */
export function DocumentsTable(props: DocumentsTableProps) {
  const { docket, tab, act, busy, openModal, askDelete } = props;
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
  const kit: RowKit = { ...props, has, may, viewDownload, doc };

  const rows: DocRow[] = [];
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
  rows.push(...invoiceRows(kit));
  if (has('ibm')) rows.push(ibmRow(kit));
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

  const columns: Column<DocRow>[] = [
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
