import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { checkBulkFileName, DOCUMENT_LIMITS, DOCUMENT_MSG, IBM_EDIT_MSG, isValidDocketNo, PICKUP_DOC_KINDS, PICKUP_DOC_TITLES } from '@exportdesk/core';
import { Alert, Button, ConfirmDialog, DATA_EVENT, DataTable, downloadInvoicesZip, Loading, PageHeader, ProgressBar, Tabs, useToast, type Column, type DataEvent } from '@exportdesk/portal-kit';
import { AdditionalUpload } from './AdditionalUpload';
import { EdfModal } from './EdfModal';
import { CnChooserModal, HarmonizedLabelModal, IbmInstructionsModal, ParcelsModal, PickupRequestModal, type CnChoice } from './Modals';
import { deleteAdditional, DOCKET_STORAGE_KEY, documentPath, downloadEditedIbm, downloadFile, emailDocuments, filePath, generateInvoices, invoicesProgress, loadTab, requestPickup, setPickupStatus, uploadIbm, viewFile, type DocketTab, type Parcel } from './docketCalls';
import './docket.css';

interface Row {
  key: string;
  name: ReactNode;
  note?: ReactNode;
  actions: ReactNode;
}

type InvoicesState = 'Processing' | 'Generated' | 'Failed' | null;

/** The docket of the page: `?docket=` wins (a shared link), else the one the PBE list stored. */
function selectedDocket(params: URLSearchParams): string {
  const fromUrl = params.get('docket')?.trim().toUpperCase();
  if (fromUrl) {
    sessionStorage.setItem(DOCKET_STORAGE_KEY, fromUrl);
    return fromUrl;
  }
  return (sessionStorage.getItem(DOCKET_STORAGE_KEY) ?? '').trim().toUpperCase();
}

/** The Generate button stays disabled for 60 s after a request (001 §4, §9), also across a reload. */
const lockKey = (docket: string) => `invoicesLock:${docket}`;
/** The job of the generation this user asked for: its progress is shown while Processing. */
const jobKey = (docket: string) => `invoicesJob:${docket}`;

/**
 * Docket detail (/documents; 001 §2.14, §4 "Docket documents", §5, §6, §8): the 'Download
 * Documents' tab, built only from `GET …/documents` (what this role sees and may do comes from
 * core's role matrix through that answer), with its modals.
 */
export default function DocketDetail() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const toast = useToast();
  const docket = selectedDocket(params);
  const [tab, setTab] = useState<DocketTab | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [reload, setReload] = useState(0);
  const [busy, setBusy] = useState<string | null>(null);
  const [invoices, setInvoices] = useState<{ state: InvoicesState; message: string | null }>({ state: null, message: null });
  const [lockUntil, setLockUntil] = useState(() => Number(sessionStorage.getItem(lockKey(docket)) ?? 0));
  const [jobId, setJobId] = useState(() => sessionStorage.getItem(jobKey(docket)));
  const [percent, setPercent] = useState<number | null>(null);
  const [, tick] = useState(0);
  const [modal, setModal] = useState<null | 'cn' | 'parcels' | 'ibm' | 'harmonized' | 'pickup'>(null);
  const [edfInvoice, setEdfInvoice] = useState<string | null>(null);
  const [invoicePick, setInvoicePick] = useState('');
  const [edfPick, setEdfPick] = useState('');
  const [deleting, setDeleting] = useState<{ id: number; desc: string } | null>(null);
  const ibmInput = useRef<HTMLInputElement>(null);
  const valid = isValidDocketNo(docket);

  useEffect(() => {
    if (!valid) return;
    const ctl = new AbortController();
    loadTab(docket, ctl.signal)
      .then((r) => {
        if (!r.success || !r.data) return setError(r.message ?? 'Request failed.');
        setError(null);
        setTab(r.data);
        setInvoices({ state: r.data.invoicesMessage ? 'Failed' : r.data.isAllInvoicesGen, message: r.data.invoicesMessage });
        setInvoicePick((p) => p || r.data!.invoices[0]?.invoiceNo || '');
        setEdfPick((p) => p || r.data!.invoices[0]?.invoiceNo || '');
      })
      .catch((e: Error) => e.name !== 'AbortError' && setError(e.message));
    return () => ctl.abort();
  }, [docket, valid, reload]);

  // "a live message for the same docket then sets Generated, which enables Download" (001 §4);
  // the shell's socket shows the snackbar (with Download) or the failure alert.
  useEffect(() => {
    const onData = (ev: Event) => {
      const e = (ev as CustomEvent<DataEvent>).detail;
      if (!e || e.docketNo !== docket) return;
      if (e.success) setInvoices({ state: 'Generated', message: null });
      else {
        setInvoices({ state: 'Failed', message: e.message });
        sessionStorage.removeItem(lockKey(docket));
        setLockUntil(0);
      }
    };
    window.addEventListener(DATA_EVENT, onData);
    return () => window.removeEventListener(DATA_EVENT, onData);
  }, [docket]);

  // While Processing, the bar follows the worker's job (it reports each whole percent).
  const processing = invoices.state === 'Processing';
  useEffect(() => {
    if (!processing || !jobId) return setPercent(null);
    const ctl = new AbortController();
    let timer: ReturnType<typeof setTimeout>;
    const poll = async () => {
      const p = await invoicesProgress(jobId, ctl.signal).catch(() => null);
      if (ctl.signal.aborted) return;
      if (p !== null) setPercent(p);
      timer = setTimeout(poll, 700);
    };
    void poll();
    return () => {
      ctl.abort();
      clearTimeout(timer);
    };
  }, [processing, jobId]);

  const locked = lockUntil > Date.now();
  useEffect(() => {
    if (!locked) return;
    const t = setTimeout(() => tick((n) => n + 1), lockUntil - Date.now() + 50);
    return () => clearTimeout(t);
  }, [locked, lockUntil]);

  /** Runs one action; a failure shows the server's message (or the spec's own text) as a toast. */
  const act = useCallback(
    async (key: string, fn: () => Promise<unknown>, failure?: string) => {
      setBusy(key);
      try {
        await fn();
      } catch (e) {
        toast.show({ kind: 'error', message: failure ?? (e as Error).message, duration: 6000 });
      } finally {
        setBusy(null);
      }
    },
    [toast],
  );

  const closeModal = useCallback(() => setModal(null), []);
  const closeEdf = useCallback(() => setEdfInvoice(null), []);
  const edfSaved = useCallback(() => {
    setEdfInvoice(null);
    setReload((n) => n + 1);
  }, []);

  if (!valid) {
    return (
      <>
        <Crumbs docket={null} />
        <PageHeader title="Docket documents" />
        <Alert kind="info">
          Choose a docket on <Link to="/pbe">My PBE</Link> to see its documents.
        </Alert>
      </>
    );
  }

  const has = (t: string) => Boolean(tab?.documents.includes(t as never));
  const may = (a: string) => Boolean(tab?.actions.includes(a as never));

  /** View (inline, new tab) and Download (ExportDesk_<name>_DD-MM-YYYY.<ext>) of one document. */
  const viewDownload = (key: string, label: string, path: (download: boolean) => string, fileName: string, failure?: string) => (
    <>
      <Button size="sm" variant="secondary" aria-label={`View ${label}`} busy={busy === `${key}:view`} onClick={() => act(`${key}:view`, () => viewFile(path(false)), failure)}>View</Button>
      <Button size="sm" variant="ghost" aria-label={`Download ${label}`} busy={busy === `${key}:dl`} onClick={() => act(`${key}:dl`, () => downloadFile(path(true), fileName), failure)}>Download</Button>
    </>
  );
  const doc = (type: string, query: Record<string, string> = {}) => (download: boolean) => documentPath(docket, type, download ? { ...query, download: '1' } : query);

  async function pickupStatus(status: 'Picked Up' | 'Scheduled') {
    const r = await setPickupStatus(docket, status);
    if (!r.success) throw new Error(r.message ?? 'Request failed.');
    toast.show({ kind: 'success', message: r.message ?? `Pickup status updated to ${status}.` });
    setReload((n) => n + 1);
  }

  async function generate() {
    await act('invoices:generate', async () => {
      const r = await generateInvoices(docket);
      if (!r.success) throw new Error(r.message ?? 'Request failed.');
      const until = Date.now() + DOCUMENT_LIMITS.regenerateAfterMs;
      sessionStorage.setItem(lockKey(docket), String(until));
      setLockUntil(until);
      if (r.data?.jobId) {
        sessionStorage.setItem(jobKey(docket), r.data.jobId);
        setJobId(r.data.jobId);
      }
      setPercent(0);
      setInvoices({ state: 'Processing', message: null });
    });
  }

  async function emailDocs() {
    await act('email', async () => {
      const r = await emailDocuments(docket);
      if (!r.success) throw new Error(r.message ?? 'Request failed.');
      toast.show({ kind: 'success', message: r.message ?? 'The documents will be mailed.' });
    });
  }

  async function onIbmFile(file: File | undefined) {
    if (!file) return;
    if (ibmInput.current) ibmInput.current.value = '';
    // "The IBM edit file accepts Excel files only" (001 §5): by name here, by content on the server.
    if (checkBulkFileName(file.name)) return toast.show({ kind: 'error', message: IBM_EDIT_MSG.excelOnly, duration: 6000 });
    await act('ibm:upload', async () => {
      const r = await uploadIbm(docket, file);
      if (!r.success) throw new Error(r.message ?? 'Request failed.');
      toast.show({ kind: 'success', message: r.message ?? 'Edited IBM file uploaded.' });
      setReload((n) => n + 1);
    });
  }

  async function confirmDelete() {
    const d = deleting;
    setDeleting(null);
    if (!d) return;
    await act(`other:${d.id}:delete`, async () => {
      const r = await deleteAdditional(docket, d.id);
      if (!r.success) throw new Error(r.message ?? 'Request failed.');
      toast.show({ kind: 'success', message: r.message ?? 'File deleted.' });
      setTab((t) => (t ? { ...t, other: t.other.filter((f) => f.id !== d.id) } : t));
    });
  }

  const rows: Row[] = [];
  if (tab) {
    const invoiceOptions = tab.invoices.map((i) => i.invoiceNo);
    if (has('pbe'))
      rows.push({
        key: 'pbe',
        name: 'PBE',
        note: 'Postal bill of export',
        actions: (
          <>
            {viewDownload('pbe', 'PBE', doc('pbe'), `PBE_${docket}`)}
            <Link className="ed-btn ed-btn--ghost ed-btn--sm" to={`/postalbill/${encodeURIComponent(docket)}`}>Print page</Link>
          </>
        ),
      });
    if (has('pbe-summary')) rows.push({ key: 'pbe-summary', name: 'PBE Summary', actions: viewDownload('pbe-summary', 'PBE Summary', doc('pbe-summary'), `PBE_Summary_${docket}`) });
    if (has('cn22'))
      rows.push({
        key: 'cn22',
        name: 'CN22/23',
        note: 'CN22 up to 300 SDR, CN23 above',
        actions: <Button size="sm" variant="secondary" busy={busy?.startsWith('cn:')} onClick={() => setModal('cn')}>Print CN22/23</Button>,
      });
    if (has('cn-with-label'))
      rows.push({
        key: 'cn-with-label',
        name: (
          <>
            CN22/23 with label <span className="ed-badge">BETA</span>
          </>
        ),
        actions: viewDownload('cn-with-label', 'CN22/23 with label', doc('cn-with-label'), `CN_with_label_${docket}`),
      });
    if (has('cp72'))
      rows.push({
        key: 'cp72',
        name: 'CP71/CP72 (parcel post)',
        note: 'Customs declaration and dispatch note for each Air Parcel',
        actions: viewDownload('cp72', 'CP71/CP72 (parcel post)', doc('cp72'), `CP72_${docket}`),
      });
    if (has('packing-list')) rows.push({ key: 'packing-list', name: 'Packing List', actions: viewDownload('packing-list', 'Packing List', doc('packing-list'), `Packing_List_${docket}`) });
    if (has('labels')) rows.push({ key: 'labels', name: 'Shipping Labels', actions: viewDownload('labels', 'Shipping Labels', doc('labels'), `Shipping_Labels_${docket}`) });
    if (has('cn22'))
      rows.push({
        key: 'parcels',
        name: 'Parcels against docket',
        note: `${tab.parcels.length} parcel${tab.parcels.length === 1 ? '' : 's'}`,
        actions: <Button size="sm" variant="secondary" onClick={() => setModal('parcels')}>View parcels</Button>,
      });
    if (has('invoices'))
      rows.push({
        key: 'invoices',
        name: 'All Export Invoices',
        note: (
          <span className="dk-status">
            <span className="dk-status" data-testid="invoices-status" aria-live="polite">
              <StatusBadge state={invoices.state} />
              {invoices.state === 'Failed' && invoices.message && <span className="dk-status__msg">{invoices.message}</span>}
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
              <Button size="sm" busy={busy === 'invoices:generate'} disabled={locked} onClick={generate} title={locked ? 'Generation was requested; you can ask again after 60 seconds.' : undefined}>
                Generate
              </Button>
            )}
            {invoices.state === 'Generated' && (
              <Button size="sm" variant="secondary" busy={busy === 'invoices:zip'} onClick={() => act('invoices:zip', () => downloadInvoicesZip(docket))}>Download</Button>
            )}
          </>
        ),
      });
    if (has('invoice') && invoiceOptions.length)
      rows.push({
        key: 'invoice',
        name: 'Export Invoice',
        note: <InvoicePicker id="dk-invoice" label="Invoice" value={invoicePick} options={invoiceOptions} onChange={setInvoicePick} />,
        actions: viewDownload('invoice', `Export Invoice ${invoicePick}`, doc('invoice', { invoiceNo: invoicePick }), `Invoice_${invoicePick}`),
      });
    if (has('edf') && invoiceOptions.length) {
      const saved = tab.invoices.find((i) => i.invoiceNo === edfPick)?.isEdfDetails ?? false;
      rows.push({
        key: 'edf',
        name: 'RBI EDF',
        note: (
          <>
            <InvoicePicker id="dk-edf-invoice" label="Invoice for EDF" value={edfPick} options={invoiceOptions} onChange={setEdfPick} />
            <span className="ed-muted dk-small">{saved ? 'Details submitted' : 'No details yet'}</span>
          </>
        ),
        actions: (
          <>
            <Button size="sm" variant={may('submit-edf') ? 'primary' : 'secondary'} onClick={() => setEdfInvoice(edfPick)}>
              {may('submit-edf') ? (saved ? 'Update EDF' : 'Submit EDF') : 'EDF details'}
            </Button>
            <Button size="sm" variant="ghost" aria-label={`View EDF ${edfPick}`} busy={busy === 'edf:view'} onClick={() => act('edf:view', () => viewFile(documentPath(docket, 'edf', { invoiceNo: edfPick })))}>View EDF</Button>
          </>
        ),
      });
    }
    if (has('ibm'))
      rows.push({
        key: 'ibm',
        name: 'International Bulk Mail file for India Post',
        note: tab.updatedIbm ? `Edited file ${tab.updatedIbm.fileName} uploaded${tab.updatedIbm.uploadedBy ? ` by ${tab.updatedIbm.uploadedBy}` : ''}` : undefined,
        actions: (
          <>
            <Button size="sm" variant="secondary" aria-label="Download IBM file" busy={busy === 'ibm:dl'} onClick={() => act('ibm:dl', () => downloadFile(documentPath(docket, 'ibm', { download: '1' }), `IBM_${docket}`))}>Download</Button>
            <Button size="sm" variant="ghost" onClick={() => setModal('ibm')}>Instructions</Button>
            {may('upload-ibm') && (
              <>
                <input ref={ibmInput} type="file" className="ed-sr-only" tabIndex={-1} aria-label="Edited IBM file" accept=".xls,.xlsx,application/vnd.ms-excel,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" onChange={(e) => void onIbmFile(e.target.files?.[0])} />
                <Button size="sm" variant="ghost" busy={busy === 'ibm:upload'} onClick={() => ibmInput.current?.click()}>Upload edited file</Button>
                {tab.updatedIbm && <Button size="sm" variant="ghost" busy={busy === 'ibm:edited'} onClick={() => act('ibm:edited', () => downloadEditedIbm(docket))}>Download edited file</Button>}
              </>
            )}
          </>
        ),
      });
    if (has('harmonized-label'))
      rows.push({ key: 'harmonized', name: 'Harmonized label', note: tab.harmonizedCountries?.length ? `Tracked packets to ${tab.harmonizedCountries.join(', ')}` : undefined, actions: <Button size="sm" variant="secondary" onClick={() => setModal('harmonized')}>Generate label</Button> });
    if (has('pickup-docs'))
      for (const kind of PICKUP_DOC_KINDS) {
        const label = PICKUP_DOC_TITLES[kind];
        rows.push({ key: `pickup-${kind}`, name: label, actions: viewDownload(`pickup-${kind}`, label, doc('pickup-docs', { kind }), `${label.replace(/ /g, '_')}_${docket}`) });
      }
    if (has('additional'))
      for (const f of tab.other)
        rows.push({
          key: `other-${f.id}`,
          name: f.desc ?? f.fileName,
          note: <span className="ed-muted dk-small">Additional document · {f.fileName}</span>,
          actions: (
            <>
              <Button size="sm" variant="secondary" aria-label={`View ${f.desc ?? f.fileName}`} busy={busy === `other:${f.id}:view`} onClick={() => act(`other:${f.id}:view`, () => viewFile(filePath(docket, f.id)))}>View</Button>
              {may('delete-additional') && (
                <Button size="sm" variant="ghost" className="dk-danger" aria-label={`Delete ${f.desc ?? f.fileName}`} busy={busy === `other:${f.id}:delete`} onClick={() => setDeleting({ id: f.id, desc: f.desc ?? f.fileName })}>Delete</Button>
              )}
            </>
          ),
        });
  }

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

  const parcelForm = has('cn22') ? (p: Parcel) => void act(`cn:${p._id}`, () => viewFile(documentPath(docket, 'cn22', { boxId: p._id })), DOCUMENT_MSG.cn22Failed) : null;
  const chooseCn = (type: CnChoice, how: 'view' | 'download') => {
    setModal(null);
    void act(`cn:${how}`, () => (how === 'view' ? viewFile(documentPath(docket, type)) : downloadFile(documentPath(docket, type, { download: '1' }), `${type.toUpperCase()}_${docket}`)), DOCUMENT_MSG.cn22Failed);
  };

  return (
    <>
      <Crumbs docket={docket} />
      <PageHeader
        title={`Docket ${docket}`}
        subtitle={tab ? <DocketFacts tab={tab} /> : 'Documents of this docket.'}
        actions={
          <>
            {tab?.pickupActions.includes('schedule-pickup') && (
              <Button onClick={() => setModal('pickup')}>{tab.pickup.pickupDate ? 'Change pickup date' : 'Request pickup'}</Button>
            )}
            {tab?.pickupActions.includes('mark-picked-up') && (
              <Button busy={busy === 'pickup:status'} onClick={() => act('pickup:status', () => pickupStatus('Picked Up'))}>Mark picked up</Button>
            )}
            {tab?.pickupActions.includes('undo-picked-up') && (
              <Button variant="secondary" busy={busy === 'pickup:status'} onClick={() => act('pickup:status', () => pickupStatus('Scheduled'))}>Undo picked up</Button>
            )}
            {may('email-documents') && (
              <Button variant="secondary" busy={busy === 'email'} onClick={emailDocs}>
                Email documents
              </Button>
            )}
            <Button variant="secondary" onClick={() => (window.history.length > 1 ? navigate(-1) : navigate('/pbe'))}>
              ← Back
            </Button>
          </>
        }
      />
      <div className="ed-stack">
        <div className="dk-tabs">
          <Tabs label="Docket" tabs={[{ value: 'download', label: 'Download Documents' }]} value="download" onChange={() => undefined} />
        </div>
        <section role="tabpanel" aria-label="Download Documents" className="ed-stack">
          {error && <Alert kind="error">{error}</Alert>}
          {!tab ? (
            !error && <Loading />
          ) : (
            <>
              <div className="dk-table">
                <DataTable caption={`Documents of docket ${docket}`} columns={columns} rows={rows} rowKey={(r) => r.key} pageSize={100} empty="No documents for this docket." />
              </div>
              {may('upload-additional') && (
                <div className="ed-card dk-card">
                  <h2>Upload additional document</h2>
                  <p className="ed-muted">Signed or supporting papers for this docket, as PDF.</p>
                  <AdditionalUpload docket={docket} onUploaded={(f) => setTab((t) => (t ? { ...t, other: [...t.other, f] } : t))} />
                </div>
              )}
            </>
          )}
        </section>
      </div>
      <CnChooserModal open={modal === 'cn'} onClose={closeModal} onChoose={chooseCn} />
      <ParcelsModal open={modal === 'parcels'} parcels={tab?.parcels ?? []} onClose={closeModal} onForm={parcelForm} />
      <IbmInstructionsModal open={modal === 'ibm'} onClose={closeModal} />
      <HarmonizedLabelModal
        open={modal === 'harmonized'}
        onClose={closeModal}
        onGenerate={async (category, mailingDate) => {
          await viewFile(documentPath(docket, 'harmonized-label', { category, mailingDate }));
          setModal(null);
        }}
      />
      <PickupRequestModal
        open={modal === 'pickup'}
        current={tab?.pickup.pickupDate ?? null}
        onClose={closeModal}
        onRequest={async (pickupDate) => {
          const r = await requestPickup(docket, pickupDate);
          if (!r.success) throw new Error(r.message ?? 'Request failed.');
          toast.show({ kind: 'success', message: r.message ?? `Pickup scheduled for ${pickupDate}.` });
          setModal(null);
          setReload((n) => n + 1);
        }}
      />
      <EdfModal docket={docket} invoiceNo={edfInvoice} canSubmit={may('submit-edf')} onClose={closeEdf} onSaved={edfSaved} />
      <ConfirmDialog open={deleting !== null} title="Are you sure?" text={`Delete the additional document '${deleting?.desc ?? ''}'? This cannot be undone.`} confirmLabel="Yes, Delete" onConfirm={() => void confirmDelete()} onCancel={() => setDeleting(null)} />
    </>
  );
}

function Crumbs({ docket }: { docket: string | null }) {
  return (
    <nav aria-label="Breadcrumb" className="dk-crumbs">
      <ol>
        <li><Link to="/home">Home</Link></li>
        <li><Link to="/pbe">My PBE</Link></li>
        {docket && <li aria-current="page">{docket}</li>}
      </ol>
    </nav>
  );
}

function DocketFacts({ tab }: { tab: DocketTab }) {
  return (
    <span className="dk-facts">
      <span>{tab.parcels.length} parcel{tab.parcels.length === 1 ? '' : 's'}</span>
      <span>{tab.invoices.length} invoice{tab.invoices.length === 1 ? '' : 's'}</span>
      <span>Pickup: {tab.pickupStatus}</span>
    </span>
  );
}

function StatusBadge({ state }: { state: InvoicesState }) {
  const text = state ?? 'Not generated';
  return <span className={`dk-badge dk-badge--${(state ?? 'none').toLowerCase()}`}>{text}</span>;
}

function InvoicePicker({ id, label, value, options, onChange }: { id: string; label: string; value: string; options: string[]; onChange: (v: string) => void }) {
  if (options.length === 1) return <span className="ed-muted dk-small">Invoice {options[0]}</span>;
  return (
    <span className="dk-pick">
      <label htmlFor={id} className="dk-small">{label}</label>
      <select id={id} className="ed-input dk-pick__select" value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map((o) => <option key={o} value={o}>{o}</option>)}
      </select>
    </span>
  );
}
