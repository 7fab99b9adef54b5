// Its own file: the three invoice rows (all invoices with their generation, one invoice, its RBI EDF).
import { Button, downloadInvoicesZip, ProgressBar } from '@exportdesk/portal-kit';
import { InvoicePicker, StatusBadge } from './DocketBits';
import { documentPath, viewFile } from './docketCalls';
import type { DocRow, RowKit } from './DocumentsTable';

/** All Export Invoices (status, progress, Generate, zip), one Export Invoice, and an invoice's RBI EDF. */
export function invoiceRows(kit: RowKit): DocRow[] {
  const { docket, tab, invoices, picks, act, busy, openEdf, has, may, viewDownload, doc } = kit;
  const rows: DocRow[] = [];
  const invoiceOptions = tab.invoices.map((i) => i.invoiceNo);
  const { state, message, processing, percent, locked, generate } = invoices;
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
  return rows;
}
