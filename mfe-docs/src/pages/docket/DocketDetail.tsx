import { useCallback, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { DOCKET_PARAM, DOCUMENT_MSG, isValidDocketNo } from '@exportdesk/core';
import {
  Alert,
  Button,
  ConfirmDialog,
  expectSuccess,
  FailureAlert,
  Loading,
  PageHeader,
  Tabs,
  useToast,
} from '@exportdesk/portal-kit';
import { AdditionalUpload } from './AdditionalUpload';
import { Crumbs, DocketFacts } from './DocketBits';
import { DocumentsTable, type DocketModal } from './DocumentsTable';
import { EdfModal } from './EdfModal';
import {
  CnChooserModal,
  HarmonizedLabelModal,
  IbmInstructionsModal,
  PickupRequestModal,
  type CnChoice,
} from './Modals';
import { ParcelsModal } from './ParcelsModal';
import { UndoPbe } from './UndoPbe';
import {
  deleteAdditional,
  documentPath,
  downloadFile,
  emailDocuments,
  requestPickup,
  setPickupStatus,
  viewFile,
  type Parcel,
} from './docketCalls';
import { useDocketActions } from './useDocketActions';
import { useDocketTab } from './useDocketTab';
import { useInvoices } from './useInvoices';
import './docket.css';

/** The docket of the page: the address names it (core's `docketPagePath`), so reload and Back keep it. */
const selectedDocket = (params: URLSearchParams) => (params.get(DOCKET_PARAM) ?? '').trim().toUpperCase();

/**
 * Docket detail (/documents; 001 §2.14, §4 "Docket documents", §5, §6, §8): the 'Download
 * Documents' tab, built only from `GET …/documents` (what this role sees and may do comes from
 * core's role matrix through that answer), with its modals. The documents table, the invoices
 * generation and the tab's loading live beside this file, one panel each.
 */
export default function DocketDetail() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const toast = useToast();
  const docket = selectedDocket(params);
  const valid = isValidDocketNo(docket);
  const { tab, failure, reload, setTab, invoicePick, setInvoicePick, edfPick, setEdfPick } = useDocketTab(
    docket,
    valid,
  );
  const invoices = useInvoices(docket, tab);
  const { act, busy } = useDocketActions();
  const [modal, setModal] = useState<DocketModal>(null);
  const [edfInvoice, setEdfInvoice] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<{ id: number; desc: string } | null>(null);

  const closeModal = useCallback(() => setModal(null), []);
  const closeEdf = useCallback(() => setEdfInvoice(null), []);
  const edfSaved = useCallback(() => {
    setEdfInvoice(null);
    reload();
  }, [reload]);

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

  const may = (a: string) => Boolean(tab?.actions.includes(a as never));
  const pickupStatus = (status: 'Picked Up' | 'Scheduled') =>
    act({
      key: 'pickup:status',
      run: () => setPickupStatus(docket, status),
      success: (r) => r.message ?? `Pickup status updated to ${status}.`,
      done: reload,
    });
  const emailDocs = () =>
    act({
      key: 'email',
      run: () => emailDocuments(docket),
      success: (r) => r.message ?? 'The documents will be mailed.',
    });
  function confirmDelete() {
    const d = deleting;
    setDeleting(null);
    if (!d) return;
    act({
      key: `other:${d.id}:delete`,
      run: () => deleteAdditional(docket, d.id),
      success: (r) => r.message ?? 'File deleted.',
      done: () => setTab((t) => ({ ...t, other: t.other.filter((f) => f.id !== d.id) })),
    });
  }

  const parcelForm = tab?.documents.includes('cn22' as never)
    ? (p: Parcel) =>
        act({
          key: `cn:${p._id}`,
          run: () => viewFile(documentPath(docket, 'cn22', { boxId: p._id })),
          failure: DOCUMENT_MSG.cn22Failed,
        })
    : null;
  const chooseCn = (type: CnChoice, how: 'view' | 'download') => {
    setModal(null);
    act({
      key: `cn:${how}`,
      run: () =>
        how === 'view'
          ? viewFile(documentPath(docket, type))
          : downloadFile(documentPath(docket, type, { download: '1' }), `${type.toUpperCase()}_${docket}`),
      failure: DOCUMENT_MSG.cn22Failed,
    });
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
              <Button onClick={() => setModal('pickup')}>
                {tab.pickup.pickupDate ? 'Change pickup date' : 'Request pickup'}
              </Button>
            )}
            {tab?.pickupActions.includes('mark-picked-up') && (
              <Button busy={busy === 'pickup:status'} onClick={() => pickupStatus('Picked Up')}>
                Mark picked up
              </Button>
            )}
            {tab?.pickupActions.includes('undo-picked-up') && (
              <Button
                variant="secondary"
                busy={busy === 'pickup:status'}
                onClick={() => pickupStatus('Scheduled')}
              >
                Undo picked up
              </Button>
            )}
            {may('email-documents') && (
              <Button variant="secondary" busy={busy === 'email'} onClick={emailDocs}>
                Email documents
              </Button>
            )}
            {tab && <UndoPbe docket={docket} />}
            <Button
              variant="secondary"
              onClick={() => (window.history.length > 1 ? navigate(-1) : navigate('/pbe'))}
            >
              ← Back
            </Button>
          </>
        }
      />
      <div className="ed-stack">
        <div className="dk-tabs">
          <Tabs
            label="Docket"
            tabs={[{ value: 'download', label: 'Download Documents' }]}
            value="download"
            onChange={() => undefined}
          />
        </div>
        <section role="tabpanel" aria-label="Download Documents" className="ed-stack">
          <FailureAlert failure={failure} onRetry={reload} />
          {!tab ? (
            !failure && <Loading />
          ) : (
            <>
              <div className="dk-table">
                <DocumentsTable
                  docket={docket}
                  tab={tab}
                  invoices={invoices}
                  picks={{
                    invoice: invoicePick,
                    setInvoice: setInvoicePick,
                    edf: edfPick,
                    setEdf: setEdfPick,
                  }}
                  act={act}
                  busy={busy}
                  openModal={setModal}
                  openEdf={setEdfInvoice}
                  askDelete={setDeleting}
                  reload={reload}
                />
              </div>
              {may('upload-additional') && (
                <div className="ed-card dk-card">
                  <h2>Upload additional document</h2>
                  <p className="ed-muted">Signed or supporting papers for this docket, as PDF.</p>
                  <AdditionalUpload
                    docket={docket}
                    onUploaded={(f) => {
                      // Shown at once, then reloaded: the tab says whether this user may delete it (canDelete).
                      setTab((t) => ({
                        ...t,
                        other: [...t.other, { ...f, type: 'other', createdAt: Date.now(), canDelete: false }],
                      }));
                      reload();
                    }}
                  />
                </div>
              )}
            </>
          )}
        </section>
      </div>
      <CnChooserModal open={modal === 'cn'} onClose={closeModal} onChoose={chooseCn} />
      <ParcelsModal
        open={modal === 'parcels'}
        parcels={tab?.parcels ?? []}
        onClose={closeModal}
        onForm={parcelForm}
      />
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
          const r = expectSuccess(await requestPickup(docket, pickupDate));
          toast.show({ kind: 'success', message: r.message ?? `Pickup scheduled for ${pickupDate}.` });
          setModal(null);
          reload();
        }}
      />
      <EdfModal
        docket={docket}
        invoiceNo={edfInvoice}
        canSubmit={may('submit-edf')}
        onClose={closeEdf}
        onSaved={edfSaved}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Are you sure?"
        text={`Delete the additional document '${deleting?.desc ?? ''}'? This cannot be undone.`}
        confirmLabel="Yes, Delete"
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
